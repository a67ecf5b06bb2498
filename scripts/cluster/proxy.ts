/**
 * The load balancer of the cluster test: a small round-robin reverse proxy
 * (node:http) in front of the instances. It forwards the method, the path,
 * the headers and the body as a stream, sets X-Forwarded-For to the address
 * the request really came from (the instances run with TRUST_PROXY=true, as
 * behind any load balancer) and names the instance that answered in
 * `x-instance`.
 *
 * When the chosen instance cannot be reached it is left out of the rotation
 * for a moment (a passive health check). A GET or HEAD that failed before
 * any answer is tried once more on another instance; any other method is
 * never retried: the client gets 502, so a lost POST is never hidden. An
 * instance that dies after its answer has begun cuts the client's
 * connection too, so a half-sent 200 cannot pass for an acknowledgement.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  name: string;
  port: number;
}

export interface Proxy {
  url: string;
  port: number;
  /** Answers per instance name, and the 502s the proxy gave itself. */
  stats: { answered: Map<string, number>; badGateway: number; retriedGets: number };
  close(): Promise<void>;
}

/** Headers that belong to one connection, not to the request or answer. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);
/** How long an instance that refused a connection is left out of the rotation. */
const DOWN_FOR_MS = 1000;

function forwardedHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

export async function startProxy(upstreams: readonly Upstream[]): Promise<Proxy> {
  // A connection per request: a kept-alive socket the instance has just closed
  // would fail a POST that never reached it, and blur what the test shows.
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
  const downUntil = new Map<string, number>();
  const stats = { answered: new Map<string, number>(), badGateway: 0, retriedGets: 0 };
  let next = 0;

  /** The next instance in turn that is not known to be down (or the next one at all). */
  function choose(exclude?: Upstream): Upstream {
    const now = Date.now();
    for (let tried = 0; tried < upstreams.length; tried += 1) {
      const candidate = upstreams[next++ % upstreams.length]!;
      if (candidate !== exclude && (downUntil.get(candidate.name) ?? 0) <= now) return candidate;
    }
    return upstreams[next++ % upstreams.length]!;
  }

  function badGateway(res: http.ServerResponse, upstream: Upstream, error: Error) {
    stats.badGateway += 1;
    if (res.headersSent) {
      res.destroy(error);
      return;
    }
    const body = JSON.stringify({
      success: false,
      message: `proxy: instance ${upstream.name} failed: ${error.message}`,
    });
    res.writeHead(502, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-instance': upstream.name,
    });
    res.end(body);
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse, upstream: Upstream) {
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    const headers = forwardedHeaders(req.headers);
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    const outgoing = http.request({
      host: '127.0.0.1',
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    let answered = false;
    outgoing.on('response', (answer) => {
      answered = true;
      stats.answered.set(upstream.name, (stats.answered.get(upstream.name) ?? 0) + 1);
      const out = forwardedHeaders(answer.headers);
      out['x-instance'] = upstream.name;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
      answer.pipe(res);
      // The instance died mid-answer: the client must not take a cut answer for a whole one.
      answer.on('aborted', () => res.destroy(new Error('upstream aborted')));
      answer.on('error', (error) => res.destroy(error));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(error.code ?? '')) {
        downUntil.set(upstream.name, Date.now() + DOWN_FOR_MS);
      }
      if (answered) {
        res.destroy(error);
        return;
      }
      // Only a read that failed before any answer is tried elsewhere; writes never are.
      if (idempotent && !res.headersSent && !(req as { retried?: boolean }).retried) {
        (req as { retried?: boolean }).retried = true;
        stats.retriedGets += 1;
        forward(req, res, choose(upstream));
        return;
      }
      badGateway(res, upstream, error);
    });
    if (idempotent) outgoing.end();
    else req.pipe(outgoing);
  }

  const server = http.createServer((req, res) => {
    // The client gave up: nothing more to forward.
    req.on('error', () => res.destroy());
    forward(req, res, choose());
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stats,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
