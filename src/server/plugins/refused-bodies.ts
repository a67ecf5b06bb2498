import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * At most this much of a refused body is read and thrown away so that its
 * answer can be delivered; a client that declares or sends more is answered
 * at once and the connection closed.
 */
export const REFUSED_BODY_DRAIN_BYTES = 1024 * 1024;
/** How long a client may take to finish sending a body that was refused. */
const REFUSED_BODY_DRAIN_MS = 5_000;

/**
 * A request refused before its body was read (over the body limit, an
 * unparsable type) is answered with `Connection: close`, since the client is
 * still sending. Closing a socket whose received bytes were never read makes
 * the kernel reset the connection, and a reset discards the answer not yet
 * delivered: the visitor's browser shows "connection reset" instead of the
 * 413, and a raw client sees no answer at all. So the rest of a body of
 * reasonable size is read and discarded first; once it has all arrived the
 * connection is in a clean state and stays open for the next request. A body
 * past the drain limit (declared or sent) is not waited for: it is answered at
 * once and the connection closed, but closed lingering (see lingerOnClose), so
 * a client that writes its whole body before reading still gets the answer.
 */
export function registerRefusedBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (!closesConnection(reply) || raw.complete || raw.readableEnded || raw.destroyed) {
      return payload;
    }
    if (await drainBody(raw)) reply.removeHeader('connection');
    else lingerOnClose(raw);
    return payload;
  });
}

/**
 * Closes the connection of a refused request lingering, as nginx and Apache
 * do: the answer is sent and our side shut (FIN), then whatever the client
 * still sends is read and discarded until its body has ended, it closes its
 * side, or REFUSED_BODY_DRAIN_MS have passed; only then is the socket closed.
 * Closing at once, with the client still sending, makes the kernel reset the
 * connection: a client that writes its whole body before reading (most
 * scripts and upload tools) then fails with EPIPE and never reads the 413.
 * Node closes such a connection through `socket.destroySoon()` once the
 * answer is written, so that call is what this socket does differently.
 */
function lingerOnClose(raw: IncomingMessage): void {
  const socket = raw.socket;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, REFUSED_BODY_DRAIN_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // Node's parser keeps reading the body (and throws it away) while the socket lives.
    if (raw.complete) close();
    else raw.once('end', close);
    socket.once('end', close);
    raw.resume();
  };
}

function closesConnection(reply: FastifyReply): boolean {
  return String(reply.getHeader('connection') ?? '').toLowerCase() === 'close';
}

/** Reads the rest of the body and throws it away; true when all of it arrived within the limits. */
function drainBody(raw: IncomingMessage): Promise<boolean> {
  if (Number(raw.headers['content-length']) > REFUSED_BODY_DRAIN_BYTES) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    let received = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFailure);
      raw.off('close', onFailure);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > REFUSED_BODY_DRAIN_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFailure = () => finish(false);
    const timer = setTimeout(onFailure, REFUSED_BODY_DRAIN_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onFailure);
    raw.once('close', onFailure);
    raw.resume();
  });
}
