import { REFUSAL_BY_PERMISSION } from '../../../shared/roles.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_LIMITS,
  stockImageAddress,
  type BlogEditable,
  type BlogPost,
  type BlogSummary,
} from '../../../shared/blog.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import { setupAccountTests } from '../auth/auth.fixtures.ts';
import { multipart, type MultipartFile } from '../../test/multipart.ts';

const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'company.com' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let staff: string;
let otherStaff: string;
let colleague: string;
let visitor: string;

beforeAll(async () => {
  const session = async (prefix: string, domain: string, verify: boolean) => {
    const account = await ctx.a.registered(prefix, domain);
    if (verify) {
      const verified = await ctx.a.verifyFromMail(account.email);
      expect(verified.statusCode).toBe(200);
    }
    return account;
  };
  staff = (await session('writer', 'company.com', true)).token;
  const editor = await session('editor', 'company.com', true);
  await ctx.t.app.auth.setRole(editor.email, 'editor');
  otherStaff = editor.token;
  colleague = (await session('colleague', 'company.com', true)).token;
  visitor = (await session('reader', 'example.org', true)).token;
});

let counter = 0;
/** A complete, valid authoring form; every field as the browser sends it. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    title: `Power Automate tips number ${counter}`,
    slug: `power-automate-tips-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    excerpt: 'Five habits that keep flows maintainable.',
    content: '<h2>Why</h2><p>Flows that <strong>last</strong> need names.</p>',
    category: 'power-automate',
    readTime: '4',
    tags: JSON.stringify(['Flows', 'Governance']),
    keywords: JSON.stringify(['power automate best practices']),
    authorName: 'Test Writer',
    authorBio: 'Writes about automation.',
    metaTitle: '',
    metaDescription: '',
    status: 'published',
    featuredImage: stockImageAddress('crm-sales'),
    ...overrides,
  };
}

const png = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
const imageFile = (data: Buffer, type = 'image/png'): MultipartFile => ({
  field: 'image',
  name: 'picture.png',
  type,
  data,
});

async function create(fields: Record<string, string>, token = staff, ...files: MultipartFile[]) {
  const body = multipart(fields, ...files);
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/enhanced-blog/create',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function update(id: string, fields: Record<string, string>, ...files: MultipartFile[]) {
  const body = multipart(fields, ...files);
  return ctx.t.app.inject({
    method: 'PUT',
    url: `/api/enhanced-blog/${id}`,
    headers: { ...bearer(staff), ...body.headers },
    payload: body.payload,
  });
}

async function published(overrides: Record<string, string> = {}): Promise<BlogEditable> {
  const response = await create(form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().blog as BlogEditable;
}

const list = async (query = '') => {
  const response = await ctx.t.app.inject({ url: `/api/enhanced-blog${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    blogs: BlogSummary[];
    pagination: { page: number; limit: number; total: number; pages: number };
    counts: Record<string, number>;
  };
};
const read = (slug: string, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({ url: `/api/enhanced-blog/${slug}`, headers });

describe('permissions', () => {
  it('staff calls answer 401 without a session, 403 to non-staff and to an unverified company address', async () => {
    const unverified = (await ctx.a.registered('fresh', 'company.com')).token;
    const calls = [
      { method: 'GET' as const, url: '/api/enhanced-blog/user/blogs' },
      { method: 'GET' as const, url: '/api/enhanced-blog/edit/anything' },
      { method: 'POST' as const, url: '/api/enhanced-blog/create' },
      { method: 'PUT' as const, url: '/api/enhanced-blog/00000000-0000-4000-8000-000000000000' },
      { method: 'DELETE' as const, url: '/api/enhanced-blog/00000000-0000-4000-8000-000000000000' },
      {
        method: 'PATCH' as const,
        url: '/api/enhanced-blog/00000000-0000-4000-8000-000000000000/status',
      },
      { method: 'POST' as const, url: '/api/enhanced-blog/images' },
    ];
    for (const call of calls) {
      const anonymous = await ctx.t.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: BLOG_MESSAGES.authRequired });
      for (const token of [visitor, unverified]) {
        const refused = await ctx.t.app.inject({ ...call, headers: bearer(token) });
        expect(refused.statusCode, call.url).toBe(403);
        expect(refused.json()).toEqual({ success: false, message: BLOG_MESSAGES.staffOnly });
      }
    }
  });

  it('an author may not change a colleague’s post, and nothing changes', async () => {
    const post = await published();
    const body = multipart(form({ slug: post.slug, title: 'Changed by an author' }));
    const changed = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/enhanced-blog/${post.id}`,
      headers: { ...bearer(colleague), ...body.headers },
      payload: body.payload,
    });
    expect(changed.statusCode, changed.body).toBe(403);
    expect(changed.json().message).toBe(REFUSAL_BY_PERMISSION['content.edit.any']);
    const removed = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/enhanced-blog/${post.id}`,
      headers: bearer(colleague),
    });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toBe(REFUSAL_BY_PERMISSION['content.delete.any']);
    const page = await read(post.slug);
    expect(page.statusCode).toBe(200);
    expect(page.json().blog.title).toBe(post.title);
  });

  it('an editor may edit and delete anyone’s post, and the last editor is recorded', async () => {
    const post = await published();
    const body = multipart(form({ slug: post.slug, title: 'Changed by a colleague' }));
    const changed = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/enhanced-blog/${post.id}`,
      headers: { ...bearer(otherStaff), ...body.headers },
      payload: body.payload,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().blog).toMatchObject({
      title: 'Changed by a colleague',
      updatedByName: 'Test User',
    });
    const removed = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/enhanced-blog/${post.id}`,
      headers: bearer(otherStaff),
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(post.slug)).statusCode).toBe(404);
  });
});

describe('creating and editing', () => {
  it('stores a post, answers 201 with the edit fields, and lists it publicly', async () => {
    const response = await create(
      form({ title: 'Governance for citizen developers', slug: 'governance-citizen-devs' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: BLOG_MESSAGES.created,
      blog: {
        slug: 'governance-citizen-devs',
        category: 'power-automate',
        tags: ['Flows', 'Governance'],
        keywords: ['power automate best practices'],
        readTime: 4,
        status: 'published',
        featuredImage: stockImageAddress('crm-sales'),
      },
    });
    const { blogs } = await list('?search=citizen');
    expect(blogs.map((b) => b.slug)).toContain('governance-citizen-devs');
    expect(blogs[0]).not.toHaveProperty('content');
  });

  it('reports every rule of the form with its message, and stores nothing', async () => {
    const before = (await list()).pagination.total;
    const response = await create(
      form({
        title: ' ',
        slug: '',
        excerpt: '',
        content: '<p> </p>',
        category: '',
        readTime: '0',
        authorName: '',
        authorBio: '',
        featuredImage: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        BLOG_MESSAGES.titleRequired,
        BLOG_MESSAGES.slugRequired,
        BLOG_MESSAGES.excerptRequired,
        BLOG_MESSAGES.contentRequired,
        BLOG_MESSAGES.categoryRequired,
        BLOG_MESSAGES.authorNameRequired,
        BLOG_MESSAGES.authorBioRequired,
        BLOG_MESSAGES.readTimeMin,
        BLOG_MESSAGES.featuredImageRequired,
      ]),
    );
    expect(body.fieldErrors.title).toEqual([BLOG_MESSAGES.titleRequired]);
    expect(body.fieldErrors.featuredImage).toEqual([BLOG_MESSAGES.featuredImageRequired]);
    expect((await list()).pagination.total).toBe(before);
  });

  it('normalises category names and refuses lists that are not lists, bad statuses and foreign images', async () => {
    const named = await create(form({ category: 'Power Pages' }));
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().blog.category).toBe('power-pages');
    for (const [fields, message] of [
      [{ tags: '{"a":1}' }, BLOG_MESSAGES.listInvalid],
      [{ keywords: 'not json' }, BLOG_MESSAGES.listInvalid],
      [{ tags: JSON.stringify([1, 2]) }, BLOG_MESSAGES.listInvalid],
      [{ status: 'archived' }, BLOG_MESSAGES.statusInvalid],
      [{ featuredImage: 'https://evil.example/x.png' }, BLOG_MESSAGES.featuredImageInvalid],
      [{ readTime: 'five' }, BLOG_MESSAGES.readTimeMin],
      [{ slug: 'Not A Slug' }, BLOG_MESSAGES.slugInvalid],
      [
        { title: 'x'.repeat(BLOG_LIMITS.title + 1) },
        BLOG_MESSAGES.tooLong('Title', BLOG_LIMITS.title),
      ],
    ] as const) {
      const response = await create(form(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors).toContain(message);
    }
  });

  it('an edit that sends no image and no featuredImage keeps the current image; a new post needs one', async () => {
    const uploaded = await create(form(), staff, imageFile(await png()));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const post = uploaded.json().blog as BlogEditable;
    const { featuredImage: _none, ...withoutImage } = form({ slug: post.slug });
    const saved = await update(post.id, { ...withoutImage, title: 'Edited without an image' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().blog).toMatchObject({
      title: 'Edited without an image',
      featuredImage: post.featuredImage,
    });
    const stored = path.join(
      ctx.t.config.dataDir,
      'uploads',
      'blogs',
      post.featuredImage.split('/').pop()!,
    );
    expect(existsSync(stored)).toBe(true);

    // Sent empty, the field asks for an image; a new post without one is refused.
    const cleared = await update(post.id, { ...withoutImage, featuredImage: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().fieldErrors.featuredImage).toEqual([BLOG_MESSAGES.featuredImageRequired]);
    const created = await create(withoutImage);
    expect(created.statusCode).toBe(400);
    expect(created.json().fieldErrors.featuredImage).toEqual([BLOG_MESSAGES.featuredImageRequired]);
  });

  it('answers 409 for a slug in use, 415 for JSON, 400 for malformed multipart and NUL bytes', async () => {
    const post = await published();
    const taken = await create(form({ slug: post.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      success: false,
      message: BLOG_MESSAGES.slugTaken,
      fieldErrors: { slug: [BLOG_MESSAGES.slugTaken] },
    });
    const json = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/enhanced-blog/create',
      headers: bearer(staff),
      payload: form(),
    });
    expect(json.statusCode).toBe(415);
    const broken = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/enhanced-blog/create',
      headers: { ...bearer(staff), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().success).toBe(false);
    const nul = await create(form({ title: 'bad\u0000title' }));
    expect(nul.statusCode).toBe(400);
  });

  it('sanitizes the body: scripts, event handlers and javascript: links go; formatting stays', async () => {
    const post = await published({
      content:
        '<h1>Heading</h1><p onclick="steal()">Keep <em>this</em> and <code>that</code></p>' +
        '<script>alert(1)</script><a href="javascript:alert(1)">bad</a>' +
        '<a href="https://learn.microsoft.com/">docs</a><a href="/blog/other">inside</a>' +
        '<img src="https://evil.example/x.png" onerror="x()"><iframe src="https://evil.example"></iframe>' +
        '<table><tr><td>cell</td></tr></table><blockquote>quoted</blockquote>',
    });
    const content = (await read(post.slug)).json().blog.content as string;
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe|evil\.example/i);
    expect(content).toContain('<h2>Heading</h2>');
    expect(content).toContain('<em>this</em>');
    expect(content).toContain('<code>that</code>');
    expect(content).toContain('<td>cell</td>');
    expect(content).toContain('<blockquote>quoted</blockquote>');
    expect(content).toContain(
      '<a href="https://learn.microsoft.com/" target="_blank" rel="noopener noreferrer">docs</a>',
    );
    expect(content).toContain('<a href="/blog/other">inside</a>');
  });

  it('a changed slug keeps the old address answering 301 to the new one', async () => {
    const post = await published();
    const renamed = await update(
      post.id,
      form({ slug: `${post.slug}-renamed`, featuredImage: post.featuredImage }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe(BLOG_MESSAGES.updated);
    const old = await read(post.slug);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/enhanced-blog/${post.slug}-renamed`);
    expect((await read(`${post.slug}-renamed`)).statusCode).toBe(200);
    // The edit screen finds it under the old address too.
    const edit = await ctx.t.app.inject({
      url: `/api/enhanced-blog/edit/${post.slug}`,
      headers: bearer(staff),
    });
    expect(edit.json().blog.slug).toBe(`${post.slug}-renamed`);
  });

  it('drafts stay private; the author’s own list and status changes', async () => {
    const draft = await published({ status: 'draft' });
    expect((await read(draft.slug)).statusCode).toBe(404);
    expect(
      (await list(`?search=${encodeURIComponent(draft.title)}`)).blogs.map((b) => b.id),
    ).not.toContain(draft.id);
    const mine = await ctx.t.app.inject({
      url: '/api/enhanced-blog/user/blogs',
      headers: bearer(staff),
    });
    expect((mine.json().blogs as BlogSummary[]).find((b) => b.id === draft.id)?.status).toBe(
      'draft',
    );
    const theirs = await ctx.t.app.inject({
      url: '/api/enhanced-blog/user/blogs',
      headers: bearer(otherStaff),
    });
    expect((theirs.json().blogs as BlogSummary[]).map((b) => b.id)).not.toContain(draft.id);
    const publish = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/enhanced-blog/${draft.id}/status`,
      headers: bearer(staff),
      payload: { status: 'published' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json().blog.status).toBe('published');
    expect((await read(draft.slug)).statusCode).toBe(200);
    const bad = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/enhanced-blog/${draft.id}/status`,
      headers: bearer(staff),
      payload: { status: 'archived' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('unknown posts answer 404 Blog not found', async () => {
    for (const request of [
      { url: '/api/enhanced-blog/no-such-post' },
      { url: '/api/enhanced-blog/edit/no-such-post', headers: bearer(staff) },
      {
        method: 'DELETE' as const,
        url: '/api/enhanced-blog/00000000-0000-4000-8000-000000000000',
        headers: bearer(staff),
      },
      { method: 'DELETE' as const, url: '/api/enhanced-blog/not-an-id', headers: bearer(staff) },
    ]) {
      const response = await ctx.t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: BLOG_MESSAGES.notFound });
    }
  });
});

describe('a post and what its page offers next', () => {
  it('comes in one answer: published posts of its category first, then those sharing a tag', async () => {
    const tag = `related-${Math.random().toString(36).slice(2, 8)}`;
    // The category with the fewest published posts, so a post sharing a tag makes the three.
    const { counts } = await list();
    const [category, alreadyThere] = Object.entries(counts)
      .filter(([id]) => id !== 'case-studies')
      .sort((a, b) => a[1] - b[1])[0]!;
    expect(alreadyThere).toBeLessThanOrEqual(1);
    const other = category === 'power-pages' ? 'canvas-apps' : 'power-pages';
    const post = await published({ category, tags: JSON.stringify([tag, 'Other']) });
    const sameCategory = await published({ category, tags: '[]' });
    const sharesTag = await published({ category: other, tags: JSON.stringify([tag]) });
    await published({ category: other, tags: JSON.stringify(['unrelated-tag']) });
    await published({ category, status: 'draft', tags: JSON.stringify([tag]) });

    const response = await read(post.slug);
    expect(response.statusCode).toBe(200);
    const { blog, related } = response.json() as { blog: BlogEditable; related: BlogSummary[] };
    expect(blog.id).toBe(post.id);
    const ids = related.map((item) => item.id);
    expect(ids).not.toContain(post.id);
    // Its category first (newest first), then a post sharing a tag; never a draft or a stranger.
    expect(ids[0]).toBe(sameCategory.id);
    expect(ids).toContain(sharesTag.id);
    for (const item of related) {
      expect(item.category === category || item.tags.includes(tag), item.title).toBe(true);
      expect(item.status).toBe('published');
    }
    expect(related.length).toBeLessThanOrEqual(3);
  });
});

describe('scheduled posts', () => {
  it('stay hidden until their time, then the job queue publishes them exactly once', async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const post = await published({ status: 'scheduled', publishedAt: at });
    expect(post.status).toBe('scheduled');
    expect((await read(post.slug)).statusCode).toBe(404);
    await ctx.t.app.jobs.drain();
    expect((await read(post.slug)).statusCode).toBe(404);
    const past = await create(
      form({ status: 'scheduled', publishedAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toContain(BLOG_MESSAGES.scheduleInPast);

    // The hour passes: move the post's time and its job's into the past.
    const { db } = ctx.t.database;
    await db.execute(
      sql`update posts set published_at = now() - interval '1 second' where id = ${post.id}`,
    );
    await db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where subject_id = ${post.id}`,
    );
    await ctx.t.app.jobs.drain();
    const shown = await read(post.slug);
    expect(shown.statusCode).toBe(200);
    expect((shown.json().blog as BlogPost).status).toBe('published');
    const rows = await db.execute(
      sql`select count(*)::int as n from jobs where subject_id = ${post.id}`,
    );
    expect(Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(0);
  });
});

describe('a schedule too far ahead', () => {
  const years = (n: number) => {
    const at = new Date();
    at.setUTCFullYear(at.getUTCFullYear() + n);
    return at.toISOString();
  };
  const refused = (response: { statusCode: number; json(): unknown }) => {
    const message = BLOG_MESSAGES.scheduleTooFar;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message,
      errors: [message],
      fieldErrors: { publishedAt: [message] },
    });
  };

  it.each([
    ['year 10000', '+010000-01-01T00:00:00.000Z'],
    ['year 9999', '9999-12-31T23:59:00.000Z'],
    [
      'a day past the bound',
      new Date(Date.parse(years(BLOG_LIMITS.scheduleMaxYears)) + 86_400_000).toISOString(),
    ],
  ])('%s is refused on create, update and the status call (400, never 500)', async (_label, at) => {
    refused(await create(form({ status: 'scheduled', publishedAt: at })));
    const post = await published({ status: 'draft' });
    refused(await update(post.id, form({ slug: post.slug, status: 'scheduled', publishedAt: at })));
    refused(
      await ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/enhanced-blog/${post.id}/status`,
        headers: bearer(staff),
        payload: { status: 'scheduled', publishedAt: at },
      }),
    );
  });

  it('a time within the bound is taken', async () => {
    const at = years(BLOG_LIMITS.scheduleMaxYears - 1);
    const post = await published({ status: 'scheduled', publishedAt: at });
    expect(post.publishedAt).toBe(at);
  });
});

describe('images', () => {
  it('stores an upload as WebP in three widths without EXIF, with immutable caching', async () => {
    const withExif = await sharp(await png(2000, 1000))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const response = await create(
      form({ featuredImage: '' }),
      staff,
      imageFile(withExif, 'image/jpeg'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const address = response.json().blog.featuredImage as string;
    expect(address).toMatch(/^\/uploads\/blogs\/[0-9a-f-]{36}-1600x800-960\.webp$/);
    for (const width of [480, 960, 1600]) {
      const file = await ctx.t.app.inject({
        url: address.replace(/-960\.webp$/, `-${width}.webp`),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    }
    const stored = path.join(ctx.t.config.dataDir, 'uploads', 'blogs', address.split('/').pop()!);
    expect(existsSync(stored)).toBe(true);
  });

  it('refuses a file that is not an image and one over 5 MB (413), storing nothing', async () => {
    const before = (await list()).pagination.total;
    const fake = await create(
      form({ featuredImage: '' }),
      staff,
      imageFile(Buffer.from('<svg onload="x()"></svg>'), 'image/png'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(BLOG_MESSAGES.imageNotImage);
    const huge = Buffer.concat([await png(100, 100), Buffer.alloc(BLOG_LIMITS.imageMaxBytes)]);
    const tooLarge = await create(form({ featuredImage: '' }), staff, imageFile(huge));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: BLOG_MESSAGES.imageTooLarge });
    expect((await list()).pagination.total).toBe(before);
  });

  it('body images upload through the same pipeline, and only our images survive in a body', async () => {
    const body = multipart({}, imageFile(await png(800, 600)));
    const uploaded = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/enhanced-blog/images',
      headers: { ...bearer(staff), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json().image as {
      url: string;
      srcSet: string;
      width: number;
      height: number;
    };
    expect(image).toMatchObject({ width: 960, height: 720 });
    const post = await published({ content: `<p>Look</p><img src="${image.url}" alt="A chart">` });
    const content = (await read(post.slug)).json().blog.content as string;
    expect(content).toContain(`src="${image.url}"`);
    expect(content).toContain('srcset="');
    expect(content).toContain('width="960"');
    expect(content).toContain('height="720"');
    expect(content).toContain('alt="A chart"');
  });
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('reading', () => {
  it('filters by category and search (weighted full text), sorts, and pages', async () => {
    const marker = `zebrafish${Date.now()}`;
    const inTitle = await published({
      title: `${marker} and defenestrations in the title`,
      category: 'canvas-apps',
    });
    const inBody = await published({
      content: `<p>Only the body mentions ${marker}.</p>`,
      category: 'canvas-apps',
    });
    const searched = await list(`?search=${marker}`);
    expect(searched.blogs.map((b) => b.id)).toEqual([inTitle.id, inBody.id]);
    const filtered = await list('?category=canvas-apps&limit=50');
    expect(filtered.blogs.every((b) => b.category === 'canvas-apps')).toBe(true);
    expect(filtered.counts['canvas-apps']).toBe(filtered.pagination.total);
    expect((await list('?category=Canvas Apps')).pagination.total).toBe(filtered.pagination.total);
    // Stemming: the plural finds the singular.
    expect((await list('?search=defenestration')).blogs.map((b) => b.id)).toContain(inTitle.id);

    const paged = await list('?limit=2&page=2');
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(paged.pagination.pages).toBe(Math.ceil(paged.pagination.total / 2));
    expect(paged.blogs).toHaveLength(2);

    const { db } = ctx.t.database;
    await db.execute(sql`update posts set views = 100000, likes = 3 where id = ${inBody.id}`);
    await db.execute(sql`update posts set views = 5, likes = 90000 where id = ${inTitle.id}`);
    expect((await list('?sort=popular&limit=1')).blogs[0]?.id).toBe(inBody.id);
    expect((await list('?sort=liked&limit=1')).blogs[0]?.id).toBe(inTitle.id);
    const featured = await list('?featured=true&limit=50');
    expect(featured.blogs.length).toBeLessThanOrEqual(BLOG_LIMITS.featured);
    const bad = await ctx.t.app.inject({ url: '/api/enhanced-blog?sort=random&limit=500' });
    expect(bad.statusCode).toBe(400);
  });

  it('counts a view once per visitor per day; likes toggle per visitor', async () => {
    const post = await published();
    const as = (ip: string, agent: string) =>
      ctx.t.app.inject({
        url: `/api/enhanced-blog/${post.slug}`,
        remoteAddress: ip,
        headers: { 'user-agent': agent },
      });
    await as('10.0.0.1', FIREFOX);
    await as('10.0.0.1', FIREFOX);
    await as('10.0.0.2', FIREFOX);
    const third = await as('10.0.0.3', CHROME);
    expect(third.json().blog.views).toBe(3);
    await as('10.0.0.9', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    expect((await as('10.0.0.2', FIREFOX)).json().blog.views).toBe(3);

    // Each visitor from its own address (likes.int.test.ts: one address likes once).
    const like = (visitorId: string, ip: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/api/enhanced-blog/${post.id}/like`,
        payload: { visitorId },
        remoteAddress: ip,
      });
    const a = '10.0.1.1';
    const b = '10.0.1.2';
    expect((await like('visitor-aaaaaaaa', a)).json()).toMatchObject({ liked: true, likes: 1 });
    expect((await like('visitor-bbbbbbbb', b)).json()).toMatchObject({ liked: true, likes: 2 });
    expect((await like('visitor-aaaaaaaa', a)).json()).toMatchObject({ liked: false, likes: 1 });
    expect((await like('bad id!', a)).statusCode).toBe(400);
  });

  it('counts one address once a day, whatever user agent it sends', async () => {
    const post = await published();
    const read = (agent: string) =>
      ctx.t.app.inject({
        url: `/api/enhanced-blog/${post.slug}`,
        remoteAddress: '10.0.7.7',
        headers: { 'user-agent': agent },
      });
    for (let i = 0; i < 5; i++) await read(`${FIREFOX} variant/${i}`);
    expect((await read(CHROME)).json().blog.views).toBe(1);
  });

  it('counts an IPv6 client once across the addresses of its /64', async () => {
    const post = await published();
    const read = (ip: string) =>
      ctx.t.app.inject({
        url: `/api/enhanced-blog/${post.slug}`,
        remoteAddress: ip,
        headers: { 'user-agent': FIREFOX },
      });
    for (let i = 1; i <= 5; i++) await read(`2001:db8:7:7::${i}`);
    expect((await read('2001:db8:7:8::1')).json().blog.views).toBe(2);
  });

  it('public reads carry an ETag and answer 304 to If-None-Match', async () => {
    const first = await ctx.t.app.inject({ url: '/api/enhanced-blog?limit=3' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.t.app.inject({
      url: '/api/enhanced-blog?limit=3',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('feed and sitemap', () => {
  it('RSS carries the latest 20 published posts and answers 304 when unchanged; the sitemap lists every post', async () => {
    const post = await published({ title: 'Feed & sitemap check <ok>' });
    const draft = await published({ status: 'draft' });
    const rss = await ctx.t.app.inject({ url: '/rss.xml' });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<rss version="2.0"');
    expect(rss.body).toContain(`${ctx.t.config.site.baseUrl}/blog/${post.slug}`);
    expect(rss.body).toContain('<title>Feed &#x26; sitemap check &#x3C;ok&#x3E;</title>');
    expect(rss.body).not.toContain(draft.slug);
    expect(rss.body.match(/<item>/g)?.length).toBeLessThanOrEqual(BLOG_LIMITS.feedSize);
    const repeat = await ctx.t.app.inject({
      url: '/rss.xml',
      headers: { 'if-none-match': rss.headers.etag as string },
    });
    expect(repeat.statusCode).toBe(304);

    const sitemap = await ctx.t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toMatch(
      new RegExp(
        `<loc>${ctx.t.config.site.baseUrl}/blog/${post.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    expect(sitemap.body).not.toContain(draft.slug);
  });
});
