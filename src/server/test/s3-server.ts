import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Config } from '../config.ts';

/** The credentials the stand-in takes (it checks none, but the SDK signs with them). */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';

/** The parts of s3rver's folder store (lib/stores/filesystem.js, 3.7.1) its write goes through. */
interface FolderStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: ObjectToStore): Promise<{ size: number; md5: string }>;
}
interface ObjectToStore {
  bucket: string;
  key: string;
  metadata: unknown;
  content: Buffer | Readable;
}

/**
 * S3 never shows a partial object: a PUT appears whole when it completes.
 * s3rver writes the object's file in place, so a reader can catch it half
 * written; its store is made to keep S3's promise here: the content goes to
 * a temporary name, its metadata is written, and the rename comes last (a
 * reader before it finds no object).
 */
function writeObjectsWhole(store: FolderStore): void {
  store.putObject = async (object) => {
    const content = Buffer.isBuffer(object.content) ? object.content : await buffer(object.content);
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    const temp = `${file}.${randomUUID()}.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temp, content);
    const md5 = createHash('md5').update(content).digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    await rename(temp, file);
    return { size: content.length, md5 };
  };
}

export interface StoredObject {
  data: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/**
 * A local server speaking the S3 protocol (the s3rver package) on a free
 * loopback port, over a temporary folder, with one bucket made: the stand-in
 * for the object storage the site writes uploads to (S3_* variables). It can
 * be stopped and brought back on the same port with its objects kept, for
 * the "storage down" cases, and the test reads the bucket through the AWS
 * SDK as anyone else would.
 */
export async function startS3Server(options: { bucket?: string } = {}) {
  const bucket = options.bucket ?? 'site-uploads';
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3-test-'));
  let server: S3rver | undefined;
  let port = 0;

  async function start() {
    if (server) return;
    const instance = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    writeObjectsWhole((instance as unknown as { store: FolderStore }).store);
    const address: AddressInfo = await instance.run();
    port = address.port;
    server = instance;
  }
  await start();
  const endpoint = `http://127.0.0.1:${port}`;

  // The test's own reader, with SDK defaults (no retries to speak of needed).
  const reader = new S3Client({
    region: REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    bucket,
    endpoint,
    /** The S3_* variables that point the site at this server (for createTestApp's env). */
    env(extra: { publicUrl?: string } = {}): Record<string, string> {
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: REGION,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: SECRET_KEY,
        ...(extra.publicUrl ? { S3_PUBLIC_URL: extra.publicUrl } : {}),
      };
    },
    /** The parsed setting the same variables make (for building stores directly). */
    settings(): NonNullable<Config['s3']> {
      return {
        bucket,
        region: REGION,
        endpoint,
        accessKeyId: ACCESS_KEY,
        secretAccessKey: SECRET_KEY,
        publicUrl: undefined,
      };
    },
    /** Every key in the bucket under the prefix, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await reader.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    /** An object's bytes and headers, or undefined when there is none. */
    async object(key: string): Promise<StoredObject | undefined> {
      let response: GetObjectCommandOutput;
      try {
        response = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
      return {
        data: Buffer.from(await response.Body!.transformToByteArray()),
        contentType: response.ContentType,
        cacheControl: response.CacheControl,
      };
    },
    /** Stops listening (connections are then refused); the objects are kept. */
    async stop() {
      const running = server;
      server = undefined;
      await running?.close();
    },
    /** Listens again on the same port, with the same objects. */
    start,
    async close() {
      reader.destroy();
      const running = server;
      server = undefined;
      await running?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3Server = Awaited<ReturnType<typeof startS3Server>>;
