import type { TracingSettings } from './tracing.ts';
import path from 'node:path';
import { REVISION_LIMITS } from '../shared/revisions.ts';
import { z } from 'zod';
import {
  DEMO_VIDEO_KEYS,
  defaultSiteSettings,
  type SiteSettings,
} from '../shared/site-settings.ts';
import { emailDomain, normalizeEmail } from '../shared/email.ts';
import { isTimeZone } from '../shared/time-zones.ts';
import { DIGEST_SCHEDULE_PATTERN } from '../shared/settings-messages.ts';
import { COMMENT_MODERATION_POLICIES, type CommentModerationPolicy } from '../shared/comments.ts';
import type { MailSender } from './modules/mail/mail.types.ts';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** One mailbox by the site's own address rule, in its canonical form. */
const mailbox = (message: string) =>
  z.string().transform((value, ctx) => {
    const address = normalizeEmail(value.trim());
    if (address === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return address;
  });

/** `no-reply@example.com`, `Name <no-reply@example.com>` or `"Name" <no-reply@example.com>`. */
export function parseSender(value: string): MailSender | undefined {
  const match = /^\s*(?:"([^"\r\n]*)"|([^"<>\r\n]*?))\s*<([^<>\s]+)>\s*$/.exec(value);
  const name = match ? (match[1] ?? match[2] ?? '').trim() : '';
  const address = normalizeEmail(match ? match[3]! : value.trim());
  return address ? { name, address } : undefined;
}

// Empty variables are dropped before parsing, so "optional" covers VAR= too.
const optionalUrl = (protocols: RegExp) => z.url({ protocol: protocols }).optional();

/** Every variable the server reads, with its default. `.env.example` mirrors this list. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl(/^rediss?$/),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be letters, digits, ":", "_" or "-"')
    .optional(),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  TRUST_PROXY: booleanString.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z
    .string()
    .transform((value, ctx) => {
      const sender = parseSender(value);
      if (!sender) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an address, or "Name" <address>, with one valid mailbox',
        });
        return z.NEVER;
      }
      return sender;
    })
    .optional(),
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(mailbox('must be a comma-separated list of e-mail addresses')))
    .default([]),
  COMPANY_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata')
    .default('Asia/Kolkata'),
  D365_URL: optionalUrl(/^https?$/),
  D365_TENANT_ID: z.string().min(1).optional(),
  D365_CLIENT_ID: z.string().min(1).optional(),
  D365_CLIENT_SECRET: z.string().min(1).optional(),
  D365_AUTHORITY_URL: z.url({ protocol: /^https?$/ }).default('https://login.microsoftonline.com'),
  SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:9000' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://cdn.example.com' })
    .refine((value) => !/[?#]/.test(value), 'must have no query or fragment')
    .optional(),
  CLAMAV_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]{1,253}$/, 'must be a host name or an IP address such as 127.0.0.1')
    .optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  CLAMAV_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).optional(),
  COMMENT_MODERATION: z.enum(COMMENT_MODERATION_POLICIES).default('first-time'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (a random secret)').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // OpenTelemetry's standard variables: traces are exported when an endpoint is set.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).default('http/protobuf'),
  OTEL_SERVICE_NAME: z.string().min(1).default('consultancy-site'),
  OTEL_SDK_DISABLED: booleanString.default(false),
  METRICS_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]{1,253}$/, 'must be a host name or an IP address such as 127.0.0.1')
    .default('127.0.0.1'),
  JOBS_WORKER: booleanString.default(true),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(2000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  JOB_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  JOB_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(60 * 60 * 1000),
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  NEWSLETTER_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  NEWSLETTER_DIGEST_SCHEDULE: z
    .string()
    .regex(DIGEST_SCHEDULE_PATTERN, 'must be a weekday and a time, such as "mon 09:00"')
    .default('mon 09:00'),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(730),
  ANALYTICS: z.enum(['on', 'off']).default('on'),
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  ANALYTICS_FLUSH_VIEWS: z.coerce.number().int().min(1).max(50_000).default(1_000),
  REVISIONS_KEEP: z.coerce.number().int().min(2).max(10_000).default(REVISION_LIMITS.keepDefault),
  SEED_ON_START: booleanString.default(true),
  BUILD_DIR: z.string().min(1).default('build'),
  SITE_URL: z.url({ protocol: /^https?$/ }).default(defaultSiteSettings.baseUrl),
  COMPANY_NAME: z.string().min(1).default(defaultSiteSettings.companyName),
  COMPANY_EMAIL_DOMAIN: z
    .string()
    .transform((value, ctx) => {
      // Read by the same parser as every address, so staff checks compare like with like.
      const domain = emailDomain(`postmaster@${value.trim()}`);
      if (domain === null) {
        ctx.addIssue({ code: 'custom', message: 'must be a domain name such as example.com' });
        return z.NEVER;
      }
      return domain;
    })
    .default(defaultSiteSettings.emailDomain),
  COMPANY_PHONE: z.string().min(1).default(defaultSiteSettings.phone),
  COMPANY_EMAIL: mailbox('must be one e-mail address').default(defaultSiteSettings.email),
  COMPANY_DESCRIPTION: z.string().min(1).default(defaultSiteSettings.description),
  COMPANY_STREET: z.string().default(defaultSiteSettings.address.street),
  COMPANY_CITY: z.string().default(defaultSiteSettings.address.city),
  COMPANY_REGION: z.string().default(defaultSiteSettings.address.region),
  COMPANY_POSTAL_CODE: z.string().default(defaultSiteSettings.address.postalCode),
  COMPANY_COUNTRY: z.string().default(defaultSiteSettings.address.country),
  SOCIAL_LINKEDIN: z.url().default(defaultSiteSettings.social.linkedin),
  SOCIAL_TWITTER: z.url().default(defaultSiteSettings.social.twitter),
  SOCIAL_FACEBOOK: z.url().default(defaultSiteSettings.social.facebook),
  SOCIAL_YOUTUBE: z.url().default(defaultSiteSettings.social.youtube),
  ...Object.fromEntries(
    DEMO_VIDEO_KEYS.map((key) => [
      `DEMO_VIDEO_${key.toUpperCase()}`,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{6,20}$/, 'must be a YouTube video id')
        .optional(),
    ]),
  ),
});

const D365_KEYS = ['D365_URL', 'D365_TENANT_ID', 'D365_CLIENT_ID', 'D365_CLIENT_SECRET'] as const;

/** What object storage cannot do without; the other S3_* variables only refine it. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_KEYS = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_REGION', 'S3_PUBLIC_URL'] as const;

const CLAMAV_KEYS = ['CLAMAV_HOST', 'CLAMAV_PORT', 'CLAMAV_TIMEOUT_MS'] as const;

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  // Half a configuration is a mistake worth stopping for, not a silent fallback
  // (a "skipped" CRM sync, uploads quietly kept on one instance's disk).
  const requireAll = (required: readonly (keyof Env)[], related: readonly (keyof Env)[]) => {
    const given = related.filter((key) => env[key] !== undefined);
    if (given.length === 0) return;
    for (const key of required.filter((k) => env[k] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `is required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set`,
      });
    }
  };
  requireAll(D365_KEYS, D365_KEYS);
  requireAll(S3_REQUIRED, S3_KEYS);
  // A port or timeout without the host would scan nothing, silently.
  requireAll(['CLAMAV_HOST'], CLAMAV_KEYS);
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  /** Put before every Redis key and channel, so sites sharing one Redis keep apart. */
  redisPrefix: string;
  /** Memory for rendered pages kept for anonymous visitors, in bytes; 0 turns the cache off. */
  pageCacheBytes: number;
  trustProxy: boolean;
  bodyLimitBytes: number;
  rateLimit: { max: number; windowSeconds: number };
  /** Sign-in attempts per window: per client address, and per account. */
  loginRateLimit: { perAddress: number; perAccount: number };
  /** SMTP server for outgoing mail; without it messages are written under DATA_DIR/mail. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail. */
  mailFrom: MailSender;
  /** Addresses that are administrators once verified (lower-cased). */
  adminEmails: string[];
  /** IANA zone staff work in (meeting times are shown in it). */
  companyTimeZone: string;
  /** Dynamics 365 (Dataverse) credentials; undefined when the CRM is not configured. */
  dataverse:
    | {
        url: string;
        tenantId: string;
        clientId: string;
        clientSecret: string;
        authorityUrl: string;
      }
    | undefined;
  /**
   * S3-compatible object storage for every upload (src/server/storage.ts);
   * undefined keeps them in folders under dataDir.
   */
  s3:
    | {
        bucket: string;
        region: string;
        /** Another provider's (or a local server's) address; undefined for AWS itself. */
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        /** Where the public prefixes (uploads/…) are readable, e.g. a CDN; no trailing slash. */
        publicUrl: string | undefined;
      }
    | undefined;
  /**
   * ClamAV's daemon (clamd), which scans every chat file before it is stored
   * (INSTREAM over TCP); undefined: no virus scan.
   */
  clamav: { host: string; port: number; timeoutMs: number } | undefined;
  /**
   * Prometheus metrics (`GET /metrics`): on the main port behind `token`
   * (bearer), and/or on a port of their own bound to `host` (loopback unless
   * a private interface is named). Neither set: no endpoint and no counting.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /**
   * OpenTelemetry traces, exported over OTLP/HTTP to `endpoint` (the
   * traces endpoint as given, or the base endpoint's `/v1/traces`); off
   * (no cost) when no endpoint is set or OTEL_SDK_DISABLED is true.
   */
  tracing: TracingSettings | undefined;
  /** Key for signed links (newsletter); when unset one is generated and kept in the database. */
  signingSecret: string | undefined;
  /** Which comments wait for staff: first-time commenters (default), all, or none. */
  commentModeration: CommentModerationPolicy;
  /** leaseMs: how long a running job whose worker went silent waits before another worker takes it. */
  jobs: {
    worker: boolean;
    pollMs: number;
    retryBaseMs: number;
    maxDelayMs: number;
    leaseMs: number;
  };
  /**
   * Newsletter delivery: recipients taken per batch, the pace (messages a
   * minute, over every instance), failures in one send before it pauses, and
   * when the weekly digest goes out ("mon 09:00", in companyTimeZone).
   */
  newsletter: {
    batchSize: number;
    ratePerMinute: number;
    maxFailures: number;
    digestSchedule: string;
  };
  /**
   * Days a finished contact message or meeting request (closed, completed,
   * cancelled) is kept unchanged before the daily job anonymises it; 0: never.
   */
  leadRetentionDays: number;
  /**
   * Cookieless page-view counting (ANALYTICS=off: nothing is counted and
   * every lead's source is unknown): raw views kept `rawDays`, written every
   * `flushMs` or `flushViews` views, whichever comes first.
   */
  analytics: { enabled: boolean; rawDays: number; flushMs: number; flushViews: number };
  /** Revisions kept per post or case study; the oldest autosaves go first, published ones never. */
  revisionsKeep: number;
  seedOnStart: boolean;
  site: SiteSettings;
  /** Serve the Vite dev server (hot reload) instead of the production build. */
  dev: boolean;
  /** Where the production build lives (build/client, build/server). */
  buildDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads `./.env` into the environment when the file exists. Variables already
 * set in the real environment win, as with every .env loader.
 */
export function loadDotEnv(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: { dev?: boolean } = {},
): Config {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checkedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const site: SiteSettings = {
    companyName: e.COMPANY_NAME,
    emailDomain: e.COMPANY_EMAIL_DOMAIN,
    phone: e.COMPANY_PHONE,
    email: e.COMPANY_EMAIL,
    description: e.COMPANY_DESCRIPTION,
    address: {
      street: e.COMPANY_STREET,
      city: e.COMPANY_CITY,
      region: e.COMPANY_REGION,
      postalCode: e.COMPANY_POSTAL_CODE,
      country: e.COMPANY_COUNTRY,
    },
    social: {
      linkedin: e.SOCIAL_LINKEDIN,
      twitter: e.SOCIAL_TWITTER,
      facebook: e.SOCIAL_FACEBOOK,
      youtube: e.SOCIAL_YOUTUBE,
    },
    baseUrl: e.SITE_URL.replace(/\/+$/, ''),
    demoVideos: Object.fromEntries(
      DEMO_VIDEO_KEYS.map((key) => [
        key,
        (e as Record<string, unknown>)[`DEMO_VIDEO_${key.toUpperCase()}`] ?? '',
      ]),
    ) as SiteSettings['demoVideos'],
    // The layout's links and the share image have no variable: administrators
    // change them at /dashboard/settings.
    navigation: defaultSiteSettings.navigation,
    servicesMenu: defaultSiteSettings.servicesMenu,
    footerColumns: defaultSiteSettings.footerColumns,
    ogImage: defaultSiteSettings.ogImage,
  };
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? '',
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    loginRateLimit: {
      perAddress: e.LOGIN_RATE_LIMIT_MAX,
      perAccount: e.LOGIN_ACCOUNT_RATE_LIMIT_MAX,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? { name: site.companyName, address: `no-reply@${site.emailDomain}` },
    adminEmails: e.ADMIN_EMAILS,
    companyTimeZone: e.COMPANY_TIMEZONE,
    dataverse:
      e.D365_URL && e.D365_TENANT_ID && e.D365_CLIENT_ID && e.D365_CLIENT_SECRET
        ? {
            url: e.D365_URL.replace(/\/+$/, ''),
            tenantId: e.D365_TENANT_ID,
            clientId: e.D365_CLIENT_ID,
            clientSecret: e.D365_CLIENT_SECRET,
            authorityUrl: e.D365_AUTHORITY_URL.replace(/\/+$/, ''),
          }
        : undefined,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    tracing: tracingSettings(e),
    clamav: e.CLAMAV_HOST
      ? {
          host: e.CLAMAV_HOST,
          port: e.CLAMAV_PORT ?? 3310,
          timeoutMs: e.CLAMAV_TIMEOUT_MS ?? 15_000,
        }
      : undefined,
    signingSecret: e.SIGNING_SECRET,
    commentModeration: e.COMMENT_MODERATION,
    jobs: {
      worker: e.JOBS_WORKER,
      pollMs: e.JOB_POLL_MS,
      retryBaseMs: e.JOB_RETRY_BASE_MS,
      maxDelayMs: e.JOB_MAX_DELAY_MS,
      leaseMs: e.JOB_LEASE_MS,
    },
    newsletter: {
      batchSize: e.NEWSLETTER_BATCH_SIZE,
      ratePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
      maxFailures: e.NEWSLETTER_MAX_FAILURES,
      digestSchedule: e.NEWSLETTER_DIGEST_SCHEDULE.toLowerCase(),
    },
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    analytics: {
      enabled: e.ANALYTICS === 'on',
      rawDays: e.ANALYTICS_RAW_DAYS,
      flushMs: e.ANALYTICS_FLUSH_MS,
      flushViews: e.ANALYTICS_FLUSH_VIEWS,
    },
    revisionsKeep: e.REVISIONS_KEEP,
    seedOnStart: e.SEED_ON_START,
    site,
    dev: options.dev ?? false,
    buildDir: path.resolve(e.BUILD_DIR),
  };
}

/** Where traces go, from OpenTelemetry's standard variables; undefined: tracing is off. */
function tracingSettings(e: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  OTEL_EXPORTER_OTLP_PROTOCOL: TracingSettings['protocol'];
  OTEL_SERVICE_NAME: string;
  OTEL_SDK_DISABLED: boolean;
}): TracingSettings | undefined {
  if (e.OTEL_SDK_DISABLED) return undefined;
  const endpoint =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`
      : undefined);
  if (!endpoint) return undefined;
  return { endpoint, protocol: e.OTEL_EXPORTER_OTLP_PROTOCOL, serviceName: e.OTEL_SERVICE_NAME };
}
