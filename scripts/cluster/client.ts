/**
 * The test's HTTP client: node:http, one connection per request, from a
 * loopback address of the caller's choice. Every address in 127.0.0.0/8 is
 * this machine, so each simulated visitor gets an address of its own; the
 * proxy passes it on in X-Forwarded-For, and the instances (TRUST_PROXY=true)
 * count rate limits per visitor as they would behind a real load balancer.
 */
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The instance that answered, as the proxy names it (undefined when asked directly). */
  instance: string | undefined;
  text(): string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: Buffer | string | object;
  /** The loopback address the request comes from (default 127.0.0.1). */
  from?: string;
  timeoutMs?: number;
}

let addresses = 0;
/** A loopback address no other visitor of this run has had (127.0.1.2, 127.0.1.3, …). */
export function newVisitorAddress(): string {
  const n = addresses++;
  return `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
}

/** Sends one request and reads the whole answer; rejects when the connection fails or is cut. */
export function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: Buffer | undefined;
  if (options.body !== undefined) {
    if (Buffer.isBuffer(options.body)) body = options.body;
    else if (typeof options.body === 'string') body = Buffer.from(options.body);
    else {
      body = Buffer.from(JSON.stringify(options.body));
      headers['content-type'] ??= 'application/json';
    }
    headers['content-length'] = String(body.length);
  } else if (options.method && !['GET', 'HEAD'].includes(options.method)) {
    // A write without a body says so, rather than being sent chunked.
    headers['content-length'] = '0';
  }
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? 'GET',
      headers,
      agent: false,
      localAddress: options.from ?? '127.0.0.1',
      timeout: options.timeoutMs ?? 30_000,
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('aborted', () => reject(new Error(`answer cut: ${url}`)));
      response.on('error', reject);
      response.on('end', () => {
        if (!response.complete) {
          reject(new Error(`answer cut: ${url}`));
          return;
        }
        const data = Buffer.concat(chunks);
        const instance = response.headers['x-instance'];
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: data,
          instance: typeof instance === 'string' ? instance : undefined,
          text: () => data.toString('utf8'),
          json: <T>() => JSON.parse(data.toString('utf8')) as T,
        });
      });
    });
    request.end(body);
  });
}
