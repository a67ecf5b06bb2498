import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../shared/auth-messages.ts';
import { blogAuthor } from './test/blog-author.ts';
import { multipart } from './test/multipart.ts';
import { usePagesApp } from './test/pages-app.ts';
import { PAGE_ORIGIN, sessionCookie } from './test/page-session.ts';

/**
 * Page actions that take files (the profile photo, an authoring form's
 * image, the chat's files) take bodies as large as their API call does; every
 * other page keeps the server's body limit (100 kB by default). A body over
 * its page's limit is refused with 413 before it is held.
 */
const site = usePagesApp();
const t = () => site.testApp;
let cookie: string;
beforeAll(async () => {
  cookie = sessionCookie((await blogAuthor(t())).token);
});

/** A photo of about `bytes` (random pixels do not compress). */
async function photo(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function post(url: string, form: { headers: Record<string, string>; payload: Buffer | Readable }) {
  return t().app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, origin: PAGE_ORIGIN, cookie },
    payload: form.payload,
  });
}

const profileFields = { firstName: 'Staff', lastName: 'Writer', email: '' };

describe('page bodies with files', () => {
  it('a 2 MB profile photo reaches the profile action and is saved', async () => {
    const me = await t().app.inject({ url: '/api/auth/me', headers: { cookie } });
    const email = (me.json() as { data: { user: { email: string } } }).data.user.email;
    const image = await photo(2 * 1024 * 1024);
    expect(image.length).toBeGreaterThan(2_000_000);
    const form = multipart(
      { ...profileFields, email },
      { field: 'photo', name: 'me.png', type: 'image/png', data: image },
    );
    const saved = await post('/profile', form);
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    expect(saved.headers.location).toBe('/profile?updated=profile');
  });

  it('a 3 MB image shared in the chat reaches /contact’s action and is stored', async () => {
    const image = await photo(3 * 1024 * 1024);
    const form = multipart(
      { intent: 'chat-files', name: 'Grace Hopper', email: 'grace@example.org' },
      { field: 'files', name: 'screen.png', type: 'image/png', data: image },
    );
    const shared = await post('/contact.data', form);
    expect(shared.statusCode, shared.body.slice(0, 300)).toBe(200);
    expect(shared.body).toContain('chat-sent');
  });

  it('a photo over the limit is refused with 413 before the action', async () => {
    const form = multipart(profileFields, {
      field: 'photo',
      name: 'big.png',
      type: 'image/png',
      data: Buffer.alloc(AVATAR_MAX_BYTES + 2 * 1024 * 1024),
    });
    expect((await post('/profile', form)).statusCode).toBe(413);
  });

  it('a page that takes no files keeps the server’s limit, declared or sent in chunks', async () => {
    const form = multipart({ email: 'a@example.org', password: 'x'.repeat(200 * 1024) });
    expect((await post('/login', form)).statusCode).toBe(413);
    const chunked = await post('/login', {
      headers: form.headers,
      payload: Readable.from([form.payload.subarray(0, 60_000), form.payload.subarray(60_000)]),
    });
    expect(chunked.statusCode).toBe(413);
  });
});
