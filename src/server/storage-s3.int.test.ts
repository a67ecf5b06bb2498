import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_MESSAGES } from '../shared/storage-messages.ts';
import { contactAttachments, contactMessages, posts, users } from './db/schema.ts';
import { accountFixtures } from './modules/auth/auth.fixtures.ts';
import { blogAuthor, postForm } from './test/blog-author.ts';
import { multipart, type MultipartFile } from './test/multipart.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';
import { samplePdf } from './test/sample-files.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp-server.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/*
 * Every upload in an S3-compatible bucket (a local server speaking the
 * protocol, S3_* set): featured images in all their widths, avatars and the
 * chat's private files land under their prefixes, the server serves the
 * public ones with the same headers as from the folder (or redirects to
 * S3_PUBLIC_URL), the private ones only through the staff download; with the
 * bucket out of reach an upload answers 503 with the storage message, writes
 * nothing to the database, and pages still render.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let s3: TestS3Server;
let smtp: TestSmtpServer;
let t: TestApp;
/** What the app logged at warn level or above. */
const warnings: string[] = [];
let a: ReturnType<typeof accountFixtures>;
let staffToken: string;

beforeAll(async () => {
  s3 = await startS3Server();
  smtp = await startSmtpServer();
  t = await createTestApp({
    pages: true,
    env: { SMTP_URL: smtp.url, ...s3.env(), LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void warnings.push(line) },
  });
  a = accountFixtures(t, smtp);
  staffToken = (await blogAuthor(t)).token;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await s3?.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

let counter = 0;
/** A new post with an uploaded featured image, as the authoring screen sends it. */
async function createPostWithImage(app: TestApp, token: string) {
  counter += 1;
  const image: MultipartFile = {
    field: 'image',
    name: 'picture.png',
    type: 'image/png',
    data: await png(2000, 1000),
  };
  const body = multipart(
    postForm(`storage-in-a-bucket-${counter}-${Math.random().toString(36).slice(2, 8)}`, {
      title: `Storage in a bucket, part ${counter}`,
      featuredImage: '',
    }),
    image,
  );
  return app.app.inject({
    method: 'POST',
    url: '/api/enhanced-blog/create',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

function uploadPhoto(token: string, data: Buffer) {
  const body = multipart({}, { field: 'photo', name: 'me.png', type: 'image/png', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/users/profile/photo',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

function uploadChatFile(data: Buffer) {
  const body = multipart(
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `visitor-${Math.random().toString(36).slice(2, 10)}@example.org`,
    },
    { field: 'files', name: 'brief.pdf', type: 'application/pdf', data },
  );
  return t.app.inject({ method: 'POST', url: '/api/contact/chat-files', ...body });
}

describe('with S3 configured', () => {
  it('a featured image lands in the bucket in all its widths, served with the immutable header', async () => {
    const response = await createPostWithImage(t, staffToken);
    expect(response.statusCode, response.body).toBe(201);
    const address = response.json().blog.featuredImage as string;
    // The stored address is the same as with the folder: switching storage rewrites no content.
    expect(address).toMatch(/^\/uploads\/blogs\/[0-9a-f-]{36}-1600x800-960\.webp$/);
    const id = path.basename(address).slice(0, 36);
    expect(await s3.keys(`uploads/blogs/${id}`)).toEqual(
      [480, 960, 1600].map((width) => `uploads/blogs/${id}-1600x800-${width}.webp`).sort(),
    );
    for (const width of [480, 960, 1600]) {
      const key = `${id}-1600x800-${width}.webp`;
      const file = await t.app.inject({ url: `/uploads/blogs/${key}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
      expect(file.rawPayload.equals((await s3.object(`uploads/blogs/${key}`))!.data)).toBe(true);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(width);
    }
    // Nothing went to the local folder.
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    // Served once, cleanly: no "Reply was already sent" from the route.
    expect(warnings.join('\n')).not.toMatch(/already sent/);
    const missing = await t.app.inject({ url: `/uploads/blogs/${id}-1600x800-481.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it('an avatar lands under uploads/avatars, is served from there, and a replaced one is removed', async () => {
    const user = await a.registered('photo');
    const first = await uploadPhoto(user.token, await png(640, 480));
    expect(first.statusCode, first.body).toBe(200);
    const avatar = first.json().user.avatar as string;
    const name = path.basename(avatar);
    expect(await s3.keys('uploads/avatars/')).toContain(`uploads/avatars/${name}`);
    const image = await t.app.inject({ url: avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
    expect(image.rawPayload.equals((await s3.object(`uploads/avatars/${name}`))!.data)).toBe(true);

    const second = await uploadPhoto(user.token, await png(300, 300));
    expect(second.statusCode, second.body).toBe(200);
    const keys = await s3.keys('uploads/avatars/');
    expect(keys).toContain(`uploads/avatars/${path.basename(second.json().user.avatar)}`);
    expect(keys).not.toContain(`uploads/avatars/${name}`);
    expect((await t.app.inject({ url: avatar })).statusCode).toBe(404);
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('a chat file lands under the private prefix, downloadable only through the staff route', async () => {
    const pdf = samplePdf();
    const response = await uploadChatFile(pdf);
    expect(response.statusCode, response.body).toBe(200);
    const [attachment] = await t.database.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, response.json().data.id));
    const key = `private/chat-files/${attachment!.storageKey}`;
    expect(await s3.keys('private/chat-files/')).toContain(key);
    expect((await s3.object(key))!.data.equals(pdf)).toBe(true);
    expect(await s3.keys('uploads/')).not.toContain(
      expect.stringContaining(attachment!.storageKey),
    );
    expect(existsSync(path.join(t.config.dataDir, 'private'))).toBe(false);

    const url = `/api/contact/attachments/${attachment!.id}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const visitor = await a.registered('visitor');
    expect((await t.app.inject({ url, headers: bearer(visitor.token) })).statusCode).toBe(403);
    const download = await t.app.inject({ url, headers: bearer(staffToken) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    for (const publicUrl of [
      `/uploads/blogs/${attachment!.storageKey}`,
      `/api/users/profile/photo/file/${attachment!.storageKey}`,
    ]) {
      const answer = await t.app.inject({ url: publicUrl });
      expect(answer.statusCode, publicUrl).not.toBe(200);
      expect(answer.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
  });
});

describe('with S3_PUBLIC_URL set', () => {
  let cdn: TestApp;
  beforeAll(async () => {
    cdn = await createTestApp({ env: s3.env({ publicUrl: 'https://cdn.example.com/site/' }) });
  });
  afterAll(async () => {
    await cdn?.close();
  });

  it('public images are a redirect to the public URL; the stored address stays the server’s', async () => {
    const author = await blogAuthor(cdn);
    const response = await createPostWithImage(cdn, author.token);
    expect(response.statusCode, response.body).toBe(201);
    const address = response.json().blog.featuredImage as string;
    expect(address).toMatch(/^\/uploads\/blogs\//);
    const key = path.basename(address);
    expect(await s3.keys(`uploads/blogs/${key}`)).toEqual([`uploads/blogs/${key}`]);
    const answer = await cdn.app.inject({ url: address });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`https://cdn.example.com/site/uploads/blogs/${key}`);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    // A name that is no image of ours is still a 404 here, not a redirect.
    expect((await cdn.app.inject({ url: '/uploads/blogs/secret.pdf' })).statusCode).toBe(404);

    const photo = multipart(
      {},
      { field: 'photo', name: 'me.png', type: 'image/png', data: await png(200, 200) },
    );
    const updated = await cdn.app.inject({
      method: 'POST',
      url: '/api/users/profile/photo',
      headers: { ...bearer(author.token), ...photo.headers },
      payload: photo.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const avatar = updated.json().user.avatar as string;
    const photoAnswer = await cdn.app.inject({ url: avatar });
    expect(photoAnswer.statusCode).toBe(302);
    expect(photoAnswer.headers.location).toBe(
      `https://cdn.example.com/site/uploads/avatars/${path.basename(avatar)}`,
    );
  });
});

describe('with the S3 server down', () => {
  beforeAll(async () => {
    await s3.stop();
  });
  afterAll(async () => {
    await s3.start();
  });

  const count = async () => ({
    posts: (await t.database.db.select().from(posts)).length,
    messages: (await t.database.db.select().from(contactMessages)).length,
    attachments: (await t.database.db.select().from(contactAttachments)).length,
  });
  const unavailable = { success: false, message: STORAGE_MESSAGES.unavailable };

  it('every upload answers 503 with the clear message and writes nothing; pages still render', async () => {
    const before = await count();
    const user = await a.registered('down');

    const post = await createPostWithImage(t, staffToken);
    expect(post.statusCode, post.body).toBe(503);
    expect(post.json()).toEqual(unavailable);

    const photo = await uploadPhoto(user.token, await png(100, 100));
    expect(photo.statusCode, photo.body).toBe(503);
    expect(photo.json()).toEqual(unavailable);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row!.avatarFile).toBeNull();

    const chat = await uploadChatFile(samplePdf());
    expect(chat.statusCode, chat.body).toBe(503);
    expect(chat.json()).toEqual(unavailable);

    expect(await count()).toEqual(before);
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'private'))).toBe(false);

    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
  });
});
