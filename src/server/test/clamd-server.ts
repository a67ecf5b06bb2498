import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { eicarTestFile } from './sample-files.ts';

/** One INSTREAM scan as the stand-in received it. */
export interface ReceivedScan {
  /** The command, as sent (`zINSTREAM\0`). */
  command: string;
  /** The length of each chunk, in order (the zero-length end not counted). */
  chunks: number[];
  data: Buffer;
}

export interface TestClamdServer {
  port: number;
  /** CLAMAV_HOST and CLAMAV_PORT for createTestApp. */
  env(): Record<string, string>;
  scans: ReceivedScan[];
  /**
   * How the next scans are answered: as clamd would (`scan`), with clamd's
   * error line (`error`), or not at all (`silent`: the client's timeout).
   */
  mode: 'scan' | 'error' | 'silent';
  close(): Promise<void>;
}

/** clamd's default StreamMaxLength: past it, clamd answers an error and closes. */
const STREAM_MAX = 25 * 1024 * 1024;
/** clamd's own name for the EICAR test file. */
export const EICAR_SIGNATURE = 'Eicar-Test-Signature';

/**
 * A stand-in for ClamAV's daemon on loopback that speaks its INSTREAM
 * protocol strictly (a `z` or `n` command, 4-byte big-endian lengths, a zero
 * length at the end) and reports the EICAR test file, wherever it lies in
 * the bytes, as clamd does: `stream: Eicar-Test-Signature FOUND`. Bytes it
 * cannot read as the protocol are answered with an ERROR line, as clamd does.
 */
export async function startClamdServer(): Promise<TestClamdServer> {
  const scans: ReceivedScan[] = [];
  const sockets = new Set<net.Socket>();
  const eicar = eicarTestFile();
  const state: { mode: TestClamdServer['mode'] } = { mode: 'scan' };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = Buffer.alloc(0);
    let command: string | undefined;
    let terminator = '\0';
    const chunks: number[] = [];
    const parts: Buffer[] = [];
    let size = 0;
    let answered = false;
    const reply = (line: string) => {
      answered = true;
      if (state.mode !== 'silent') socket.end(`${line}${terminator}`);
    };

    socket.on('data', (incoming: Buffer) => {
      if (answered) return;
      buffer = Buffer.concat([buffer, incoming]);
      if (command === undefined) {
        const end = buffer.findIndex((byte) => byte === 0 || byte === 0x0a);
        if (end === -1) return;
        command = buffer.subarray(0, end + 1).toString('latin1');
        terminator = buffer[end] === 0 ? '\0' : '\n';
        buffer = buffer.subarray(end + 1);
        if (!/^[zn]INSTREAM[\0\n]$/.test(command)) return reply('UNKNOWN COMMAND');
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const data = Buffer.concat(parts);
          scans.push({ command, chunks: [...chunks], data });
          if (state.mode === 'error') return reply("INSTREAM: Can't allocate memory ERROR");
          return reply(data.includes(eicar) ? `stream: ${EICAR_SIGNATURE} FOUND` : 'stream: OK');
        }
        if (size + length > STREAM_MAX) return reply('INSTREAM size limit exceeded. ERROR');
        if (buffer.length < 4 + length) return;
        parts.push(buffer.subarray(4, 4 + length));
        chunks.push(length);
        size += length;
        buffer = buffer.subarray(4 + length);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    port,
    env: () => ({ CLAMAV_HOST: '127.0.0.1', CLAMAV_PORT: String(port) }),
    scans,
    get mode() {
      return state.mode;
    },
    set mode(mode) {
      state.mode = mode;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A loopback port that was free a moment ago: a clamd that is down (connections refused). */
export async function closedPort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}
