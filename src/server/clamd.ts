import net from 'node:net';

/*
 * A virus scan by ClamAV's daemon (clamd) over TCP, with its INSTREAM command
 * (clamd's man page): `zINSTREAM\0`, then the bytes in chunks, each prefixed
 * by its length as 4 bytes in network order, then a zero length. clamd
 * answers one line ended by \0: `stream: OK`, `stream: <signature> FOUND`, or
 * something ending in `ERROR` (over its StreamMaxLength, out of memory…).
 * Nothing is written to disk on either side.
 */

export interface ClamdOptions {
  host: string;
  port: number;
  /** For the whole scan: connecting, sending and clamd's answer. */
  timeoutMs: number;
}

export type ScanResult = { infected: false } | { infected: true; signature: string };

/** Something that says whether bytes carry malware; rejects with ScannerError when it cannot tell. */
export interface VirusScanner {
  scan(data: Buffer): Promise<ScanResult>;
}

/** clamd could not be reached, did not answer in time, or answered with an error. */
export class ScannerError extends Error {
  override name = 'ScannerError';
}

/** Well under clamd's default StreamMaxLength (25 MB) and its per-chunk limit. */
export const INSTREAM_CHUNK_BYTES = 64 * 1024;

/** The INSTREAM command and the data as its length-prefixed chunks, ended by a zero length. */
export function instreamMessage(data: Buffer, chunkBytes = INSTREAM_CHUNK_BYTES): Buffer[] {
  const frames: Buffer[] = [Buffer.from('zINSTREAM\0', 'latin1')];
  for (let at = 0; at < data.length; at += chunkBytes) {
    const chunk = data.subarray(at, at + chunkBytes);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    frames.push(length, chunk);
  }
  frames.push(Buffer.alloc(4));
  return frames;
}

/** clamd's answer to INSTREAM, read; an answer that is not OK or FOUND is an error. */
export function parseClamdReply(reply: string): ScanResult {
  const line = reply.replace(/[\0\r\n]+$/, '');
  if (line === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found) return { infected: true, signature: found[1]! };
  throw new ScannerError(`clamd answered: ${line || '(nothing)'}`);
}

/** Scans bytes with clamd: one connection per scan, as clamd's INSTREAM expects. */
export function clamdScanner(options: ClamdOptions): VirusScanner {
  return {
    scan: (data) =>
      new Promise<ScanResult>((resolve, reject) => {
        const socket = net.connect({ host: options.host, port: options.port });
        const received: Buffer[] = [];
        let settled = false;
        const finish = (outcome: () => ScanResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          try {
            resolve(outcome());
          } catch (error) {
            reject(error);
          }
        };
        const fail = (message: string, cause?: unknown) =>
          finish(() => {
            throw new ScannerError(message, { cause });
          });
        const timer = setTimeout(
          () => fail(`clamd did not answer within ${options.timeoutMs} ms`),
          options.timeoutMs,
        );
        const answer = () => parseClamdReply(Buffer.concat(received).toString('utf8'));
        socket.on('connect', () => {
          for (const frame of instreamMessage(data)) socket.write(frame);
        });
        socket.on('data', (chunk: Buffer) => {
          received.push(chunk);
          if (chunk.includes(0)) finish(answer);
        });
        // clamd closes after its answer; an answer cut short is still read (and refused if partial).
        socket.on('end', () => finish(answer));
        socket.on('error', (error) => {
          if (received.length) finish(answer);
          else fail(`clamd at ${options.host}:${options.port} is unreachable`, error);
        });
      }),
  };
}
