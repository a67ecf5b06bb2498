import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that React Router's inline scripts carry (CSP). */
    pageNonce: string;
  }
}

declare module 'node:http' {
  interface ServerResponse {
    pageNonce?: string;
  }
}

/**
 * Helmet on every response. The Content-Security-Policy allows scripts only
 * from this origin plus the inline ones React Router renders with this
 * response's nonce; the page may not be framed by anyone.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { dev: boolean }) {
  app.decorateReply('pageNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.pageNonce = nonce;
    reply.raw.pageNonce = nonce;
  });

  const scriptSrc = ["'self'", (_req: unknown, res: { pageNonce?: string }) => `'nonce-${res.pageNonce ?? ''}'`];
  await app.register(helmet, {
    global: true,
    // HSTS only means something over HTTPS; it is added below when the request was secure.
    hsts: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's dev server injects its own inline modules and talks over a WebSocket.
        scriptSrc: options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
