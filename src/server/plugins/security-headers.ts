import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Per-response nonce that React Router's inline scripts carry (CSP),
     * made when first read: only a rendered page needs one.
     */
    readonly pageNonce: string;
    /** The nonce, once made (pageNonce's store). */
    madeNonce: string | undefined;
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

/** Helmet's choices where its defaults are not ours; the CSP is ours (above). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  // HSTS only means something over HTTPS; it is added per request when the request was secure.
  strictTransportSecurity: false,
  // Matches frame-ancestors 'none' for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets, worked out once: they depend on nothing but the
 * options, and running helmet's middleware for every response cost about
 * 6 % of a page served from the cache.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) =>
      void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet's middleware is synchronous; if a version ever is not, fail at start, not silently.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.fromEntries(headers);
}

/**
 * Helmet's headers and the Permissions-Policy on every response, the CSP
 * above (with this response's nonce if its page used one, else with no
 * inline script allowed at all) unless the route set its own (a page from
 * the cache: hashes), and HSTS over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: PolicyOptions) {
  const csp = contentSecurityPolicy(options);
  // What a response that rendered no page gets: JSON, files and redirects run no inline script.
  const noInlineScripts = options.dev ? csp('') : policyWith("'self'", options);
  const fixed = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  app.decorateReply('madeNonce', undefined);
  app.decorateReply('pageNonce', {
    getter(this: { madeNonce: string | undefined }) {
      this.madeNonce ??= randomBytes(16).toString('base64');
      return this.madeNonce;
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(fixed);
    done();
  });

  // request.protocol is the socket's, or X-Forwarded-Proto's when TRUST_PROXY
  // is set (the load balancer ended TLS and says so).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const nonce = reply.madeNonce;
      reply.header('content-security-policy', nonce ? csp(nonce) : noInlineScripts);
    }
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });
}
