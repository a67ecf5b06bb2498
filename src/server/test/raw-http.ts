import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given (request lines and headers no HTTP client
 * would produce) and reads every response that comes back on the one
 * connection until it closes, or until `expected` responses have arrived.
 * Fails after `timeoutMs` with what arrived so far, so a server that
 * swallows a request shows up as a clear failure, not a hung test.
 */
export function rawExchange(
  port: number,
  send: Array<string | Buffer>,
  options: { expected?: number; timeoutMs?: number } = {},
): Promise<RawResponse[]> {
  const expected = options.expected ?? send.length;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `only ${parseResponses(received).length} of ${expected} responses within ${timeoutMs} ms:\n${received.toString('latin1').slice(0, 500)}`,
        ),
      );
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponses(received));
    };
    socket.on('connect', () => {
      for (const chunk of send) socket.write(chunk);
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parseResponses(received).length >= expected) finish();
    });
    socket.on('error', () => finish());
    socket.on('close', () => finish());
  });
}

/** The complete responses in a byte stream (Content-Length or chunked bodies). */
function parseResponses(data: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', offset);
    if (headEnd === -1) break;
    const [statusLine = '', ...lines] = data
      .subarray(offset, headEnd)
      .toString('latin1')
      .split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    let cursor = headEnd + 4;
    let body: Buffer;
    if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = [];
      for (;;) {
        const sizeEnd = data.indexOf('\r\n', cursor);
        if (sizeEnd === -1) return responses;
        const size = parseInt(data.subarray(cursor, sizeEnd).toString('latin1'), 16);
        if (data.length < sizeEnd + 2 + size + 2) return responses;
        parts.push(data.subarray(sizeEnd + 2, sizeEnd + 2 + size));
        cursor = sizeEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (data.length < cursor + length) break;
      body = data.subarray(cursor, cursor + length);
      cursor += length;
    }
    responses.push({ status, headers, body: body.toString('utf8') });
    offset = cursor;
  }
  return responses;
}

/**
 * Sends one request the way a simple client does (Python's `requests`, curl
 * with a file): the whole body is written before anything is read. Fails if
 * the connection breaks while writing (EPIPE, a reset), since such a client
 * then never sees the answer; otherwise answers the first response.
 */
export function rawUpload(
  port: number,
  request: Buffer,
  options: { timeoutMs?: number } = {},
): Promise<RawResponse> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let written = false;
    const fail = (reason: string) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
    const settle = () => {
      const [response] = parseResponses(received);
      if (!written || !response) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve(response);
      return true;
    };
    // Nothing is read until the body is written, as such a client does.
    socket.pause();
    socket.on('connect', () => {
      socket.write(request, (error) => {
        if (error) return fail(`the connection broke while the body was written: ${error.message}`);
        written = true;
        socket.resume();
        settle();
      });
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      settle();
    });
    socket.on('error', (error) => {
      if (!settle()) fail(`connection failed: ${error.message}`);
    });
    socket.on('close', () => {
      if (!settle()) fail(`connection closed without an answer after ${received.length} bytes`);
    });
  });
}
