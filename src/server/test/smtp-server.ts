import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml, type ParsedMail } from './eml.ts';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients, lower-cased. */
  recipients: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The first message (oldest first) that matches, waiting for it to arrive. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (no TLS, authentication optional) that keeps
 * what it receives, parsed, for tests that send through SMTP_URL.
 */
export async function startSmtpServer(
  options: {
    port?: number;
    /** The reply code to refuse a recipient with (550: for good, 451: for now), or undefined. */
    refuse?: (address: string) => number | undefined;
  } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // An SMTP_URL with credentials must work too: any user and password is accepted.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    // A client that never says QUIT must not hold close() for the default 30 s.
    closeTimeout: 1_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address.toLowerCase());
      if (code === undefined) return callback();
      const refusal = Object.assign(new Error(`${code} refused by the test server`), {
        responseCode: code,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ ...parseEml(raw), recipients, raw });
        callback();
      });
    },
  });
  // A client killed mid-conversation (a test's kill -9) resets its connection:
  // that is the test's doing, not the server's, and must not end the test run.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
    throw err;
  });
  // A fixed port lets a test stop the server and bring it back where the app expects it.
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no matching e-mail within ${timeoutMs} ms (${messages.length} received)`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
