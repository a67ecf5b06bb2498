import { inSpan, SpanKind } from './tracing.ts';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Config } from './config.ts';
import {
  assertStorageKey,
  PUBLIC_FILE_CACHE,
  storageUnavailable,
  type FileStore,
  type StorageArea,
} from './storage.ts';

type S3Settings = NonNullable<Config['s3']>;

/**
 * How long the site waits for the bucket, and how often it tries again: an
 * unreachable storage answers an upload with a 503 within seconds rather
 * than holding the request. (The socket limit stops a download that hangs
 * half-way; a reader that keeps reading, however slowly, is never cut.)
 */
export const S3_CLIENT_LIMITS = {
  connectionTimeoutMs: 2_000,
  requestTimeoutMs: 10_000,
  socketTimeoutMs: 30_000,
  maxAttempts: 2,
} as const;

interface Connection {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
}

/** Told of each failed call to the bucket, by operation (the metrics' `s3_errors_total`). */
const errorObservers = new WeakMap<S3Settings, (operation: string) => void>();

/** Counts this configuration's failed calls (one observer per configuration: its app's). */
export function observeS3Errors(settings: S3Settings, observer: (operation: string) => void) {
  errorObservers.set(settings, observer);
}

/**
 * One call to the bucket, as a span of the request or job that makes it
 * (the operation and bucket; the key may name a file a visitor sent), and
 * counted when it fails (a missing object is an answer, not a failure).
 */
async function sendTo<T>(
  settings: S3Settings,
  operation: 'put' | 'get' | 'delete',
  call: (connection: Connection) => Promise<T>,
): Promise<T> {
  return inSpan(
    `s3 ${operation}`,
    { kind: SpanKind.CLIENT, attributes: { 'aws.s3.bucket': settings.bucket } },
    async () => {
      try {
        return await call(await connect(settings));
      } catch (error) {
        if (!(operation === 'get' && isMissingObject(error))) {
          errorObservers.get(settings)?.(operation);
        }
        throw error;
      }
    },
  );
}

// One client per configuration, shared by its stores; the SDK is loaded on
// first use, so a site on the local folder never loads it.
const connections = new WeakMap<S3Settings, Promise<Connection>>();

function connect(settings: S3Settings): Promise<Connection> {
  let connection = connections.get(settings);
  if (!connection) {
    connection = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        // Other providers (and local servers) are addressed by path: no
        // per-bucket DNS name needed. AWS itself takes the virtual-host style.
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        maxAttempts: S3_CLIENT_LIMITS.maxAttempts,
        requestHandler: {
          connectionTimeout: S3_CLIENT_LIMITS.connectionTimeoutMs,
          requestTimeout: S3_CLIENT_LIMITS.requestTimeoutMs,
          throwOnRequestTimeout: true,
          socketTimeout: S3_CLIENT_LIMITS.socketTimeoutMs,
        },
        // The SDK's newer default checksums (CRC32 headers) are not spoken by
        // every S3-compatible service; each write carries Content-MD5 instead,
        // which all of them check.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    connections.set(settings, connection);
  }
  return connection;
}

/** Nothing stored under the key (a missing bucket is a broken setup, not a missing file). */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

const contentTypeOf = (key: string) =>
  key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';

/**
 * An area of an S3-compatible bucket: the objects `<area>/<key>`. An object
 * appears whole when its one PUT completes, so a reader never sees half a
 * file. No object is written with an ACL: the bucket's own policy decides,
 * and only the public areas (`uploads/…`) may be given a public URL.
 */
export function s3FileStore(
  settings: S3Settings,
  area: StorageArea,
  options: { isPublic: boolean },
): FileStore {
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${area}/${key}`;
  };
  const publicBase = options.isPublic ? settings.publicUrl : undefined;
  return {
    async put(key, data) {
      const Key = objectKey(key);
      try {
        await sendTo(settings, 'put', ({ sdk, client }) =>
          client.send(
            new sdk.PutObjectCommand({
              Bucket,
              Key,
              Body: data,
              ContentLength: data.length,
              ContentMD5: createHash('md5').update(data).digest('base64'),
              ContentType: contentTypeOf(key),
              // What a CDN before the bucket passes on to browsers, as the server does.
              CacheControl: options.isPublic ? PUBLIC_FILE_CACHE : 'private, no-store',
            }),
          ),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    async get(key) {
      const Key = objectKey(key);
      let response: S3Sdk.GetObjectCommandOutput;
      try {
        response = await sendTo(settings, 'get', ({ sdk, client }) =>
          client.send(new sdk.GetObjectCommand({ Bucket, Key })),
        );
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw storageUnavailable(error);
      }
      // In Node the body is the HTTP response itself, streamed as it arrives.
      const stream = response.Body as Readable | undefined;
      if (!stream || response.ContentLength === undefined) {
        stream?.destroy();
        throw storageUnavailable(new Error(`No body or length for ${Key}`));
      }
      return { stream, size: response.ContentLength };
    },
    async remove(key) {
      const Key = objectKey(key);
      try {
        await sendTo(settings, 'delete', ({ sdk, client }) =>
          client.send(new sdk.DeleteObjectCommand({ Bucket, Key })),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    publicUrl(key) {
      const Key = objectKey(key);
      return publicBase ? `${publicBase}/${Key}` : undefined;
    },
  };
}
