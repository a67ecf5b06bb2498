/**
 * A TCP relay in front of the SMTP test server whose answers it can hold
 * back: with a delay set, every chunk the server sends reaches the client
 * that much later (in order). The instances' mail jobs then stay "running"
 * long enough for the test to kill an instance while it holds some, and a
 * message the server has already accepted may still be unconfirmed to the
 * sender when it dies: the case that makes delivery "at least once".
 */
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface SlowRelay {
  port: number;
  /** Milliseconds each chunk from the server waits before it is passed on (0: none). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startSlowRelay(target: { host: string; port: number }): Promise<SlowRelay> {
  const sockets = new Set<net.Socket>();
  const relay: SlowRelay = { port: 0, delayMs: 0, close: async () => {} };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    client.on('data', (chunk) => upstream.write(chunk));
    // Each chunk waits its turn behind the earlier ones, then the delay.
    let queue: Promise<void> = Promise.resolve();
    upstream.on('data', (chunk: Buffer) => {
      const delay = relay.delayMs;
      queue = queue.then(async () => {
        if (delay > 0) await sleep(delay);
        if (!client.destroyed) client.write(chunk);
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  relay.port = (server.address() as net.AddressInfo).port;
  relay.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return relay;
}
