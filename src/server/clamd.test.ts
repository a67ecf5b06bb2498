import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clamdScanner,
  instreamMessage,
  parseClamdReply,
  ScannerError,
  type ClamdOptions,
} from './clamd.ts';
import {
  closedPort,
  EICAR_SIGNATURE,
  startClamdServer,
  type TestClamdServer,
} from './test/clamd-server.ts';
import { eicarTestFile, sampleZip } from './test/sample-files.ts';

describe('instreamMessage: the INSTREAM command and its framing', () => {
  it('is the z-command, then each chunk after its 4-byte big-endian length, then a zero length', () => {
    const data = Buffer.from('abcdefghij');
    expect(Buffer.concat(instreamMessage(data, 4))).toEqual(
      Buffer.concat([
        Buffer.from('zINSTREAM\0'),
        Buffer.from([0, 0, 0, 4]),
        Buffer.from('abcd'),
        Buffer.from([0, 0, 0, 4]),
        Buffer.from('efgh'),
        Buffer.from([0, 0, 0, 2]),
        Buffer.from('ij'),
        Buffer.from([0, 0, 0, 0]),
      ]),
    );
  });

  it('sends 64 KiB chunks by default, and an empty file as the end alone', () => {
    const frames = instreamMessage(Buffer.alloc(150_000));
    const lengths = frames
      .filter((_, index) => index % 2 === 1)
      .map((frame) => frame.readUInt32BE(0));
    expect(lengths).toEqual([65536, 65536, 150_000 - 2 * 65536, 0]);
    expect(Buffer.concat(instreamMessage(Buffer.alloc(0)))).toEqual(
      Buffer.concat([Buffer.from('zINSTREAM\0'), Buffer.alloc(4)]),
    );
  });
});

describe('parseClamdReply', () => {
  it('reads OK and FOUND; anything else is an error', () => {
    expect(parseClamdReply('stream: OK\0')).toEqual({ infected: false });
    expect(parseClamdReply('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({
      infected: true,
      signature: 'Win.Test.EICAR_HDB-1',
    });
    for (const reply of ['INSTREAM size limit exceeded. ERROR\0', 'stream: O', '', 'PONG']) {
      expect(() => parseClamdReply(reply), reply).toThrow(ScannerError);
    }
  });
});

describe('clamdScanner against a stand-in clamd', () => {
  let clamd: TestClamdServer;
  let options: ClamdOptions;

  beforeAll(async () => {
    clamd = await startClamdServer();
    // Long enough for a busy machine; the timeout itself is tested with a short one.
    options = { host: '127.0.0.1', port: clamd.port, timeoutMs: 5000 };
  });
  afterAll(async () => {
    await clamd.close();
  });
  beforeEach(() => {
    clamd.mode = 'scan';
    clamd.scans.length = 0;
  });

  it('sends the bytes whole and reads a clean answer', async () => {
    const data = Buffer.alloc(300_000, 7);
    await expect(clamdScanner(options).scan(data)).resolves.toEqual({ infected: false });
    expect(clamd.scans).toHaveLength(1);
    expect(clamd.scans[0]!.data.equals(data)).toBe(true);
  });

  it('reports the EICAR test file, alone or inside a ZIP', async () => {
    const scanner = clamdScanner(options);
    for (const data of [eicarTestFile(), sampleZip({ 'eicar.com': eicarTestFile() })]) {
      await expect(scanner.scan(data)).resolves.toEqual({
        infected: true,
        signature: EICAR_SIGNATURE,
      });
    }
  });

  it('fails with ScannerError when clamd answers an error, or nothing in time', async () => {
    clamd.mode = 'error';
    await expect(clamdScanner(options).scan(Buffer.from('x'))).rejects.toThrow(
      /clamd answered: INSTREAM: Can't allocate memory ERROR/,
    );
    clamd.mode = 'silent';
    const started = Date.now();
    await expect(
      clamdScanner({ ...options, timeoutMs: 300 }).scan(Buffer.from('x')),
    ).rejects.toThrow(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails with ScannerError when nothing listens, or the connection closes unanswered', async () => {
    const port = await closedPort();
    await expect(clamdScanner({ ...options, port }).scan(Buffer.from('x'))).rejects.toThrow(
      /is unreachable/,
    );

    const sockets: net.Socket[] = [];
    const hangUp = net
      .createServer((socket) => {
        sockets.push(socket.on('error', () => {}));
        socket.end();
      })
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => hangUp.once('listening', resolve));
    const closed = (hangUp.address() as net.AddressInfo).port;
    await expect(clamdScanner({ ...options, port: closed }).scan(Buffer.from('x'))).rejects.toThrow(
      'clamd answered: (nothing)',
    );
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hangUp.close(resolve));
  });
});
