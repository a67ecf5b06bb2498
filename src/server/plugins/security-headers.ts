import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that React Router's inline scripts carry (CSP). */
    pageNonce: string;
  }
}

export interface PolicyOptions {
  dev: boolean;
  /** Origins images may also come from (the bucket's public address, S3_PUBLIC_URL). */
  imageOrigins?: readonly string[];
}

/** Every directive but script-src, which depends on how the page's inline scripts are allowed. */
function policyWith(scriptSrc: string, options: PolicyOptions): string {
  const images = [
    "'self'",
    'data:',
    'blob:',
    'https://i.ytimg.com',
    ...(options.imageOrigins ?? []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    'frame-src https://www.youtube-nocookie.com',
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The Content-Security-Policy: scripts only from this origin plus the inline
 * ones React Router renders with this response's nonce; nobody may frame the
 * page. Built once as a template, because letting helmet re-parse the policy
 * for every response cost about 4% of a rendered page.
 */
export function contentSecurityPolicy(options: PolicyOptions): (nonce: string) => string {
  if (options.dev) {
    // Vite's dev server injects its own inline modules.
    const directives = policyWith("'self' 'unsafe-inline' 'unsafe-eval'", options);
    return () => directives;
  }
  const [before, after = ''] = policyWith("'self' 'nonce-%NONCE%'", options).split('%NONCE%');
  return (nonce) => `${before}${nonce}${after}`;
}

/**
 * The same policy for a page served from the page cache: its inline scripts
 * are allowed by their SHA-256 hashes instead of a nonce, so the stored bytes
 * can go to every visitor without a nonce ever being served twice.
 */
export function hashedContentSecurityPolicy(
  options: PolicyOptions,
): (hashes: readonly string[]) => string {
  return (hashes) =>
    policyWith(["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(' '), options);
}

const YOUTUBE = '"https://www.youtube-nocookie.com"';

/**
 * Browser features the site never uses are switched off for it and for
 * anything it embeds; the click-to-load demo video keeps what the YouTube
 * player asks for in its `allow` attribute. Only features Chromium knows
 * are listed: an unknown one is reported as a console error.
 */
export const PERMISSIONS_POLICY = [
  `accelerometer=(self ${YOUTUBE})`,
  `autoplay=(self ${YOUTUBE})`,
  'camera=()',
  `clipboard-write=(self ${YOUTUBE})`,
  'display-capture=()',
  `encrypted-media=(self ${YOUTUBE})`,
  `fullscreen=(self ${YOUTUBE})`,
  'geolocation=()',
  `gyroscope=(self ${YOUTUBE})`,
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${YOUTUBE})`,
  'publickey-credentials-get=()',
  'usb=()',
].join(', ');

/** Helmet's headers on every response, plus the CSP above and HSTS over HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance, options: PolicyOptions) {
  const csp = contentSecurityPolicy(options);
  app.decorateReply('pageNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.pageNonce = nonce;
    reply.header('content-security-policy', csp(nonce));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // HSTS only means something over HTTPS; it is added below when the request was secure.
    hsts: false,
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // request.protocol is the socket's, or X-Forwarded-Proto's when TRUST_PROXY
  // is set (the load balancer ended TLS and says so).
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
