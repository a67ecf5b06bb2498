import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../shared/api-messages.ts';
import { BLOG_MESSAGES } from '../../../shared/blog-authoring.ts';
import {
  CASE_STUDY_LIMITS,
  CASE_STUDY_MESSAGES as M,
  type CaseStudy,
  type CaseStudyEditable,
  type CaseStudySummary,
} from '../../../shared/case-studies.ts';
import { PUBLISHING_MESSAGES } from '../../../shared/publishing.ts';
import { tooLong } from '../../../shared/validation.ts';
import { caseStudyForm } from '../../test/case-study-form.ts';
import { multipart, type MultipartFile } from '../../test/multipart.ts';
import { setupAccountTests } from '../auth/auth.fixtures.ts';

const ctx = setupAccountTests({ COMPANY_EMAIL_DOMAIN: 'company.com' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const API = '/api/enhanced-blog/case-studies';

let staff: string;
let visitor: string;
let unverifiedStaff: string;

beforeAll(async () => {
  const session = async (prefix: string, domain: string, verify: boolean) => {
    const account = await ctx.a.registered(prefix, domain);
    if (verify) expect((await ctx.a.verifyFromMail(account.email)).statusCode).toBe(200);
    return account;
  };
  const consultant = await session('consultant', 'company.com', true);
  // Moderating the comments below is an editor's work (the domain's default role is author).
  await ctx.t.app.auth.setRole(consultant.email, 'editor');
  staff = consultant.token;
  visitor = (await session('prospect', 'example.org', true)).token;
  unverifiedStaff = (await session('newhire', 'company.com', false)).token;
});

let counter = 0;
/** A complete, valid form, every field as the create screen sends it. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return caseStudyForm(`field-service-${counter}-${Math.random().toString(36).slice(2, 8)}`, {
    title: `Field service on Dynamics 365, part ${counter}`,
    ...overrides,
  });
}

const png = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
const imageFile = (data: Buffer): MultipartFile => ({
  field: 'image',
  name: 'client.png',
  type: 'image/png',
  data,
});

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  token: string,
  files: MultipartFile[],
) {
  const body = multipart(fields, ...files);
  return ctx.t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
const create = (fields: Record<string, string>, ...files: MultipartFile[]) =>
  send('POST', API, fields, staff, files);
const update = (id: string, fields: Record<string, string>, ...files: MultipartFile[]) =>
  send('PUT', `${API}/${id}`, fields, staff, files);

async function created(overrides: Record<string, string> = {}): Promise<CaseStudyEditable> {
  const response = await create(form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().caseStudy as CaseStudyEditable;
}

async function list(query = '') {
  const response = await ctx.t.app.inject({ url: `${API}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    caseStudies: CaseStudySummary[];
    pagination: { page: number; limit: number; total: number; pages: number };
    counts: Record<string, number>;
  };
}
const read = (slug: string, headers: Record<string, string> = {}, ip = '10.1.0.1') =>
  ctx.t.app.inject({ url: `${API}/${slug}`, headers, remoteAddress: ip });
const count = async () => {
  const result = await ctx.t.database.db.execute(sql`select count(*)::int as n from case_studies`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
};

describe('permissions', () => {
  it('staff calls answer 401 without a session, 403 to non-staff and to an unverified company address', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET' as const, url: '/api/enhanced-blog/user/case-studies' },
      { method: 'GET' as const, url: `${API}/edit/anything` },
      { method: 'POST' as const, url: API },
      { method: 'PUT' as const, url: `${API}/${id}` },
      { method: 'PATCH' as const, url: `${API}/${id}/status`, payload: { status: 'draft' } },
      { method: 'DELETE' as const, url: `${API}/${id}` },
    ];
    for (const call of calls) {
      const anonymous = await ctx.t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false });
      for (const token of [visitor, unverifiedStaff]) {
        const refused = await ctx.t.app.inject({ ...call, headers: bearer(token) });
        expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(refused.json()).toMatchObject({ success: false });
      }
    }
  });
});

describe('creating and editing', () => {
  it('stores a case study with its facts, metrics and testimonials, and lists it publicly', async () => {
    const item = await created({
      metrics: JSON.stringify([{ label: '  Faster invoicing ', value: ' 80% ' }]),
    });
    expect(item).toMatchObject({
      clientName: 'Northwind Care',
      clientIndustry: 'healthcare',
      industryName: 'Healthcare',
      clientSize: 'medium',
      projectDuration: '14 weeks',
      projectBudget: '$90,000',
      status: 'published',
      metrics: [{ label: 'Faster invoicing', value: '80%' }],
      headlineMetric: { label: 'Faster invoicing', value: '80%' },
      testimonials: [{ quote: 'It changed our week.', author: 'Asha Rao', position: 'COO' }],
      tags: ['Dynamics 365', 'Field Service'],
      commentsOpen: true,
    });
    expect(item.publishedAt).not.toBeNull();
    expect(item.updatedByName).toBeTruthy();
    const found = (await list(`?search=${encodeURIComponent(item.title)}`)).caseStudies;
    expect(found.map((c) => c.slug)).toContain(item.slug);
    const shown = found.find((c) => c.slug === item.slug)!;
    expect(shown).not.toHaveProperty('challenge');
    expect(shown).not.toHaveProperty('content');
    expect(shown.headlineMetric).toEqual({ label: 'Faster invoicing', value: '80%' });
  });

  it("answers the spec's messages in the form's order for an empty form, and stores nothing", async () => {
    const before = await count();
    const response = await create({
      status: 'draft',
      clientIndustry: 'healthcare',
      clientSize: 'small',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toBe(API_MESSAGES.validationFailed);
    expect(body.errors).toEqual([
      M.titleRequired,
      PUBLISHING_MESSAGES.slugRequired,
      M.clientNameRequired,
      M.challengeRequired,
      M.solutionRequired,
      M.resultsRequired,
      M.featuredImageRequired,
    ]);
    expect(body.fieldErrors.featuredImage).toEqual([M.featuredImageRequired]);
    expect(await count()).toBe(before);
  });

  it('refuses bad industries, sizes, lists, statuses and foreign images with 400, never 500', async () => {
    const before = await count();
    const cases: Array<[Record<string, string>, string]> = [
      [{ clientIndustry: 'mining' }, M.industryInvalid],
      [{ clientSize: 'huge' }, M.sizeInvalid],
      [{ metrics: '{not json' }, M.metricsInvalid],
      [{ metrics: JSON.stringify(['80%']) }, M.metricsInvalid],
      [{ metrics: JSON.stringify([{ label: '', value: '80%' }]) }, M.metricsInvalid],
      [
        {
          metrics: JSON.stringify(
            Array.from({ length: CASE_STUDY_LIMITS.metrics + 1 }, (_, i) => ({
              label: `Metric ${i}`,
              value: `${i}%`,
            })),
          ),
        },
        M.metricsInvalid,
      ],
      [{ testimonials: JSON.stringify([{ quote: 'Great', author: '' }]) }, M.testimonialsInvalid],
      [{ testimonials: '"a quote"' }, M.testimonialsInvalid],
      [{ tags: JSON.stringify([1, 2]) }, BLOG_MESSAGES.listInvalid],
      [{ status: 'archived' }, PUBLISHING_MESSAGES.statusInvalid],
      [{ featuredImage: 'https://evil.example/x.png' }, BLOG_MESSAGES.featuredImageInvalid],
      [{ slug: 'Not A Slug' }, PUBLISHING_MESSAGES.slugInvalid],
      [
        { challenge: 'x'.repeat(CASE_STUDY_LIMITS.story + 1) },
        tooLong('Challenge', CASE_STUDY_LIMITS.story),
      ],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors, JSON.stringify(overrides)).toContain(message);
    }
    const json = await ctx.t.app.inject({
      method: 'POST',
      url: API,
      headers: bearer(staff),
      payload: form(),
    });
    expect(json.statusCode).toBe(415);
    const nul = await create(form({ title: 'Bad\u0000title' }));
    expect(nul.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('sanitizes the body with the blog’s rules', async () => {
    const item = await created({
      content:
        '<h1>Top</h1><p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script><img src="https://evil.example/a.png">',
    });
    expect(item.content).toBe('<h2>Top</h2><p>Hi <a>x</a></p>');
  });

  it('answers 409 for a slug in use; a changed slug keeps the old address answering 301', async () => {
    const item = await created();
    const taken = await create(form({ slug: item.slug }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: M.slugTaken,
      fieldErrors: { slug: [M.slugTaken] },
    });

    const moved = await update(item.id, form({ slug: `${item.slug}-new` }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(M.updated);
    const old = await read(item.slug);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${API}/${item.slug}-new`);
    expect(old.json()).toMatchObject({ slug: `${item.slug}-new` });
    expect((await read(`${item.slug}-new`)).statusCode).toBe(200);
    // The edit screen finds it by either address.
    const edit = await ctx.t.app.inject({
      url: `${API}/edit/${item.slug}`,
      headers: bearer(staff),
    });
    expect(edit.json().caseStudy.slug).toBe(`${item.slug}-new`);
  });

  it('an update without an image keeps the current one; a new upload replaces and removes it', async () => {
    const upload = await create(form({ featuredImage: '' }), imageFile(await png()));
    expect(upload.statusCode, upload.body).toBe(201);
    const item = upload.json().caseStudy as CaseStudyEditable;
    expect(item.featuredImage).toMatch(/^\/uploads\/blogs\/[0-9a-f-]{36}-1200x800-960\.webp$/);
    const stored = (address: string) =>
      path.join(ctx.t.config.dataDir, 'uploads', 'blogs', address.split('/').pop()!);
    expect(existsSync(stored(item.featuredImage))).toBe(true);
    const served = await ctx.t.app.inject({ url: item.featuredImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const fields = form({ slug: item.slug, title: 'Kept image' });
    delete fields['featuredImage'];
    const kept = await update(item.id, fields);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().caseStudy.featuredImage).toBe(item.featuredImage);

    const replaced = await update(item.id, fields, imageFile(await png(1600, 900)));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json().caseStudy.featuredImage as string;
    expect(next).not.toBe(item.featuredImage);
    expect(existsSync(stored(next))).toBe(true);
    expect(existsSync(stored(item.featuredImage))).toBe(false);
  });

  it('refuses a file that is not an image (400) and one over 5 MB (413), storing nothing', async () => {
    const before = await count();
    const fake = await create(form({ featuredImage: '' }), imageFile(Buffer.from('<svg/>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(BLOG_MESSAGES.imageNotImage);
    const huge = Buffer.concat([await png(50, 50), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await create(form({ featuredImage: '' }), imageFile(huge));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ success: false, message: BLOG_MESSAGES.imageTooLarge });
    expect(await count()).toBe(before);
  });

  it('unknown ids and slugs answer 404 Case study not found', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    for (const call of [
      { method: 'GET' as const, url: `${API}/no-such-case-study` },
      { method: 'GET' as const, url: `${API}/edit/no-such-case-study`, headers: bearer(staff) },
      { method: 'DELETE' as const, url: `${API}/${unknown}`, headers: bearer(staff) },
      { method: 'DELETE' as const, url: `${API}/not-an-id`, headers: bearer(staff) },
      {
        method: 'PATCH' as const,
        url: `${API}/${unknown}/status`,
        headers: bearer(staff),
        payload: { status: 'published' },
      },
    ]) {
      const response = await ctx.t.app.inject(call);
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: M.notFound });
    }
  });
});

describe('status, the management list and deleting', () => {
  it("drafts stay private; the spec's list, status change and delete work for staff", async () => {
    const draft = await created({ status: 'draft' });
    expect(draft.publishedAt).toBeNull();
    expect((await read(draft.slug)).statusCode).toBe(404);
    expect((await list()).caseStudies.map((c) => c.id)).not.toContain(draft.id);

    const mine = await ctx.t.app.inject({
      url: '/api/enhanced-blog/user/case-studies',
      headers: bearer(staff),
    });
    expect(mine.statusCode).toBe(200);
    const entry = (mine.json().caseStudies as Array<Record<string, unknown>>).find(
      (c) => c['id'] === draft.id,
    );
    expect(Object.keys(entry!).sort()).toEqual(
      // The spec's fields, and where the item stands in review (who wrote it, its review state).
      ['id', 'slug', 'status', 'title', 'updatedAt', 'views', 'authorId', 'reviewState'].sort(),
    );
    expect(entry).toMatchObject({ status: 'draft', views: 0 });

    const publish = await ctx.t.app.inject({
      method: 'PATCH',
      url: `${API}/${draft.id}/status`,
      headers: bearer(staff),
      payload: { status: 'published' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(publish.json().caseStudy.status).toBe('published');
    expect((await read(draft.slug)).statusCode).toBe(200);

    const badStatus = await ctx.t.app.inject({
      method: 'PATCH',
      url: `${API}/${draft.id}/status`,
      headers: bearer(staff),
      payload: { status: 'gone' },
    });
    expect(badStatus.statusCode).toBe(400);

    const removed = await ctx.t.app.inject({
      method: 'DELETE',
      url: `${API}/${draft.id}`,
      headers: bearer(staff),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: M.deleted });
    expect((await read(draft.slug)).statusCode).toBe(404);
  });

  it('scheduled case studies stay hidden until their time, then the job queue publishes them', async () => {
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const item = await created({ status: 'scheduled', publishedAt: at });
    expect(item.status).toBe('scheduled');
    await ctx.t.app.jobs.drain();
    expect((await read(item.slug)).statusCode).toBe(404);
    const past = await create(
      form({ status: 'scheduled', publishedAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toContain(PUBLISHING_MESSAGES.scheduleInPast);
    const missing = await create(form({ status: 'scheduled', publishedAt: '' }));
    expect(missing.json().errors).toContain(PUBLISHING_MESSAGES.scheduleRequired);

    const { db } = ctx.t.database;
    await db.execute(
      sql`update case_studies set published_at = now() - interval '1 second' where id = ${item.id}`,
    );
    await db.execute(
      sql`update jobs set run_at = now() - interval '1 second' where subject_id = ${item.id}`,
    );
    await ctx.t.app.jobs.drain();
    const shown = await read(item.slug);
    expect(shown.statusCode).toBe(200);
    expect((shown.json().caseStudy as CaseStudy).status).toBe('published');
  });

  it('comments on a case study are taken, counted, and deleted with it', async () => {
    const item = await created();
    const posted = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/comments/case-study/${item.id}`,
      payload: {
        content: 'How long did the mobile roll-out take?',
        authorName: 'Dana Whitfield',
        authorEmail: 'dana@example.org',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = posted.json().data.comment.id as string;
    await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/comments/${commentId}/status`,
      headers: bearer(staff),
      payload: { status: 'approved' },
    });
    const thread = await ctx.t.app.inject({ url: `/api/comments/case-study/${item.id}` });
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('How long did the mobile roll-out take?');
    const listed = (await list(`?search=${encodeURIComponent(item.title)}`)).caseStudies;
    expect(listed.find((c) => c.id === item.id)?.commentCount).toBe(1);

    await ctx.t.app.inject({ method: 'DELETE', url: `${API}/${item.id}`, headers: bearer(staff) });
    const left = await ctx.t.database.db.execute(
      sql`select count(*)::int as n from comments where content_id = ${item.id}`,
    );
    expect(Number((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(0);
  });
});

describe('reading', () => {
  it('filters by industry and searches the story; pages; an unknown industry lists nothing', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const retail = await created({ clientIndustry: 'retail', title: `Retail ${tag} rollout` });
    const finance = await created({
      clientIndustry: 'finance',
      title: `Finance ${tag} ledger`,
      solution: `Azure Synapse reporting for the ${tag}quarterly close.`,
    });
    const byIndustry = await list(`?industry=retail&search=${tag}`);
    expect(byIndustry.caseStudies.map((c) => c.id)).toEqual([retail.id]);
    expect(byIndustry.counts['retail']).toBeGreaterThanOrEqual(1);
    expect(byIndustry.counts['all']).toBeGreaterThanOrEqual(2);
    const bySolution = await list(`?search=${encodeURIComponent(`${tag}quarterly`)}`);
    expect(bySolution.caseStudies.map((c) => c.id)).toEqual([finance.id]);
    expect((await list('?industry=mining')).caseStudies).toEqual([]);
    const paged = await list(`?search=${tag}&limit=1&page=2`);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(paged.caseStudies).toHaveLength(1);
    expect((await ctx.t.app.inject({ url: `${API}?page=0` })).statusCode).toBe(400);
    expect((await ctx.t.app.inject({ url: `${API}?limit=1000` })).statusCode).toBe(400);
  });

  it('counts a view once per visitor per day, never a bot’s', async () => {
    const item = await created();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
    await read(item.slug, { 'user-agent': firefox }, '10.2.0.1');
    await read(item.slug, { 'user-agent': `${firefox} other` }, '10.2.0.1');
    await read(
      item.slug,
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      '10.2.0.9',
    );
    const last = await read(item.slug, { 'user-agent': firefox }, '10.2.0.2');
    expect(last.json().caseStudy.views).toBe(2);
  });

  it('public reads carry an ETag and answer 304 to If-None-Match', async () => {
    const item = await created();
    for (const url of [`${API}?limit=2`, `${API}/${item.slug}`]) {
      const first = await ctx.t.app.inject({ url, remoteAddress: '10.3.0.1' });
      const etag = first.headers.etag as string;
      expect(etag, url).toBeTruthy();
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await ctx.t.app.inject({
        url,
        remoteAddress: '10.3.0.1',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('the sitemap lists every published case study with its last change, never a draft', async () => {
    const item = await created();
    const draft = await created({ status: 'draft' });
    const sitemap = await ctx.t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toMatch(
      new RegExp(
        `<loc>${ctx.t.config.site.baseUrl}/case-studies/${item.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
    expect(sitemap.body).toContain(`<loc>${ctx.t.config.site.baseUrl}/case-studies</loc>`);
    expect(sitemap.body).not.toContain(draft.slug);
  });
});
