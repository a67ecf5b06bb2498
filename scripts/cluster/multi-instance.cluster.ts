/**
 * `npm run test:cluster`: two production instances on one PostgreSQL
 * database, one Redis and the S3 stand-in, behind a round-robin proxy, show
 * that nothing a visitor or a member of staff does depends on which
 * instance answers:
 *
 * - a session made on one instance is honoured (and ended) on the other:
 *   an API client's bearer token, and a browser's session cookie from the
 *   /login form, whose signed-in pages either instance renders for it;
 * - a post published, edited or unpublished through one is seen at once by
 *   the other, whose pages were cached (no stale page);
 * - a site setting changed (and reset) through one is on the other's next
 *   page, which it had cached before the change;
 * - an image uploaded through one is served by the other, from the bucket;
 * - the write rate limit is one count across both instances;
 * - a visitor's views are counted once a day whichever instance answers them
 *   (the daily salt and the visit are shared through the database);
 * - 200 contact messages spread over both are all stored and mailed exactly
 *   once each (one job run per e-mail);
 * - killing one instance (SIGKILL) in the middle of a stream of messages
 *   loses no acknowledged message, and the other finishes the jobs the dead
 *   one had leased.
 *
 * Every visitor has a loopback address of its own (127.0.x.y); the proxy
 * forwards it and the instances run with TRUST_PROXY=true, as behind any
 * load balancer, so RATE_LIMIT_MAX can stay small (4) for the rate-limit
 * check while each other check spreads its writes over enough visitors.
 *
 * The job lease (a running job whose worker went silent is taken over once
 * it is older than JOB_LEASE_MS; a live worker renews it) is 10 s here, so
 * the kill check waits for the real expiry.
 *
 * Environment: TEST_DATABASE_URL (a PostgreSQL server to create the
 * database on; default postgres://postgres@127.0.0.1:5432/postgres),
 * CLUSTER_REDIS_URL (default redis://127.0.0.1:6379), TEST_BUILD_DIR (a
 * build to run; default a copy of build/).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockImageAddress } from '../../src/shared/blog.ts';
import { multipart, type MultipartFile } from '../../src/server/test/multipart.ts';
import { sampleOf } from '../../src/server/test/metrics-text.ts';
import { shownText, urlEncoded } from '../../src/server/test/page-session.ts';
import type { ReceivedMail } from '../../src/server/test/smtp-server.ts';
import { newVisitorAddress, send, type Answer } from './client.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { waitFor } from './submission-stream.ts';

const RATE_LIMIT_MAX = 4;
const JOB_POLL_MS = 200;
/** JOB_LEASE_MS of both instances, in seconds. */
const LEASE_SECONDS = 10;
const COMPANY_EMAIL = 'hello@example.com';
/** A browser's user agent: a request without one is not counted as a view. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const BULK_SUBMISSIONS = 200;
const run = Date.now().toString(36);
const runStarted = Date.now();
const METRICS_TOKEN = `metrics-${run}-0123456789abcdef`;

let cluster: Cluster;
let failed = false;
const report: string[] = [];
const note = (line: string) => {
  report.push(line);
  console.log(`  · ${line}`);
};

beforeAll(async () => {
  cluster = await startCluster({
    metricsToken: METRICS_TOKEN,
    rateLimitMax: RATE_LIMIT_MAX,
    jobPollMs: JOB_POLL_MS,
    jobLeaseMs: LEASE_SECONDS * 1000,
  });
  note(
    `cluster up in ${cluster.startSeconds.toFixed(1)} s: proxy ${cluster.proxy.url}, ` +
      cluster.instances.map((i) => `${i.name} ${i.url}`).join(', ') +
      `, database ${cluster.database.name}, Redis prefix ${cluster.redis.prefix}`,
  );
}, 600_000);

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    failed = true;
  });
});

afterAll(async () => {
  if (!cluster) return;
  for (const instance of cluster.instances) {
    // The same message once, with its count and its first record.
    const byMessage = new Map<string, { count: number; level: number; line: string }>();
    for (const problem of instance.problems) {
      // Messages that differ only in what they quote (an address) count as one.
      const msg = problem.msg.replace(/"[^"]*"/g, '"…"');
      const seen = byMessage.get(msg);
      if (seen) seen.count += 1;
      else byMessage.set(msg, { count: 1, level: problem.level, line: problem.line });
    }
    for (const [msg, { count, level, line }] of byMessage) {
      console.log(
        `instance ${instance.name} logged ${count}× at level ${level} "${msg}": ${line.slice(0, 900)}`,
      );
    }
  }
  const kept = await cluster.close(failed);
  if (kept) console.log(`instance logs kept in ${path.relative(process.cwd(), kept)}`);
  note(`whole run ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
  console.log(`\ncluster test summary:\n${report.map((line) => `  - ${line}`).join('\n')}`);
}, 120_000);

// ---------------------------------------------------------------- helpers

async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const result = await cluster.database.pool.query(text, values);
  return result.rows as T[];
}

const proxied = (urlPath: string) => `${cluster.proxy.url}${urlPath}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(from: string): Promise<{ token: string; answer: Answer }> {
  const answer = await send(proxied('/api/auth/login'), {
    method: 'POST',
    body: { email: cluster.staff.email, password: cluster.staff.password },
    from,
  });
  expect(answer.status, answer.text()).toBe(200);
  return { token: answer.json<{ data: { token: string } }>().data.token, answer };
}

/**
 * Signs in as a browser without JavaScript does: the /login form posted
 * through the proxy, with the Origin of the site the proxy serves. The
 * session cookie it sets, as the browser sends it back.
 */
async function signInByForm(from: string): Promise<{ cookie: string; answer: Answer }> {
  const answer = await send(proxied('/login'), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: cluster.proxy.url,
    },
    body: urlEncoded({ email: cluster.staff.email, password: cluster.staff.password }),
    from,
  });
  expect(answer.status, answer.text()).toBe(200);
  const setCookie = String(answer.headers['set-cookie']);
  expect(setCookie).toMatch(/^session=[^;]+;.*HttpOnly/);
  return { cookie: setCookie.split(';')[0]!, answer };
}

/** GETs a page on one instance until its page cache answers it (x-page-cache: hit). */
async function cachedOn(base: string, urlPath: string) {
  await waitFor(
    () => send(`${base}${urlPath}`),
    (answer) => answer.status === 200 && answer.headers['x-page-cache'] === 'hit',
    `a cached ${urlPath} on ${base}`,
    20_000,
    100,
  );
}

/** An e-mail's identity: its recipient and subject (unique per job in these checks). */
const mailKey = (to: string, subject: string) => `${to.toLowerCase()}|${subject}`;
const keysOf = (mail: ReceivedMail) => mail.recipients.map((to) => mailKey(to, mail.subject));

function contactPayload(batch: string, i: number) {
  return {
    firstName: `${batch}n${i}`,
    lastName: 'Cluster',
    email: `${batch.toLowerCase()}-${i}@example.org`,
    company: 'Cluster Testing Ltd',
    serviceInterest: 'dynamics_365_implementation',
    messageTo: 'sales_team',
    message: `Message ${i} of ${batch}: we would like to talk about Dynamics 365.`,
  };
}

interface StoredMessage {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** The two e-mails each stored message must produce: the company's and the visitor's. */
function expectedMails(rows: StoredMessage[]): Map<string, string> {
  const expected = new Map<string, string>();
  for (const row of rows) {
    expected.set(
      mailKey(COMPANY_EMAIL, `New contact page message from ${row.first_name} ${row.last_name}`),
      row.id,
    );
    expected.set(
      mailKey(row.email, `We received your message (reference ${row.id.slice(0, 8)})`),
      row.id,
    );
  }
  return expected;
}

/** How many times each key arrived, over every mail received so far. */
function arrivals(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of cluster.mail.smtp.messages) {
    for (const key of keysOf(mail)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Waits until no new e-mail has arrived for `quietMs` (a late duplicate would show). */
async function mailSettled(quietMs = 750) {
  let count = -1;
  let since = Date.now();
  await waitFor(
    async () => {
      const now = cluster.mail.smtp.messages.length;
      if (now !== count) {
        count = now;
        since = Date.now();
      }
      return Date.now() - since;
    },
    (quiet) => quiet >= quietMs,
    'the mail server to go quiet',
    30_000,
  );
}

/** Runs `task` for i = 0, 1, 2… with `concurrency` at a time, while `more(i)` says so. */
async function pool(
  concurrency: number,
  task: (i: number) => Promise<void>,
  more: (i: number) => boolean,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (!more(i)) return;
        await task(i);
      }
    }),
  );
}

/** One visitor address per RATE_LIMIT_MAX submissions, so no visitor is limited. */
function visitorFor(addresses: Map<number, string>, i: number) {
  const slot = Math.floor(i / RATE_LIMIT_MAX);
  let address = addresses.get(slot);
  if (!address) {
    address = newVisitorAddress();
    addresses.set(slot, address);
  }
  return address;
}

// ---------------------------------------------------------------- checks

describe('two instances behind a round-robin proxy', () => {
  it('start together: one migrates and seeds, the other waits for it', async () => {
    expect(cluster.seededBy, 'instances that wrote demo-accounts.txt').toHaveLength(1);
    const [users] = await query<{ count: number }>(
      'select count(*)::int as count from users where email in ($1, $2)',
      [cluster.staff.email, cluster.staff.email.replace(/^staff@/, 'admin@')],
    );
    expect(users!.count).toBe(2);
    const sweeps = await query<{ count: number }>(
      "select count(*)::int as count from jobs where kind = 'comments.sweep'",
    );
    // "Each sweep books the next one; the start of an instance books one only when none is waiting."
    expect(sweeps[0]!.count, 'comments.sweep jobs booked by the two starts').toBe(1);
    note(`seeded by instance ${cluster.seededBy.join(', ')}; one comments.sweep job booked`);
  });

  it('a session made on one instance is honoured, and ended, on the other', async () => {
    const visitor = newVisitorAddress();
    const { token, answer: login } = await signIn(visitor);
    const me = () => send(proxied('/api/auth/me'), { headers: bearer(token), from: visitor });
    const answers = [await me(), await me()];
    for (const answer of answers) {
      expect(answer.status, answer.text()).toBe(200);
      expect(answer.json<{ data: { user: { email: string } } }>().data.user.email).toBe(
        cluster.staff.email,
      );
    }
    // The proxy took turns: both instances answered, one of them not the one that signed in.
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
    const elsewhere = cluster.other(login.instance);
    const direct = await send(`${elsewhere.url}/api/auth/me`, { headers: bearer(token) });
    expect(direct.status, direct.text()).toBe(200);

    const logout = await send(proxied('/api/auth/logout'), {
      method: 'POST',
      headers: bearer(token),
      from: visitor,
    });
    expect(logout.status, logout.text()).toBe(200);
    for (const instance of cluster.instances) {
      const after = await send(`${instance.url}/api/auth/me`, { headers: bearer(token) });
      expect(after.status, `instance ${instance.name} after the sign-out`).toBe(401);
    }
    note(
      `signed in on ${login.instance}, /me answered by ${answers.map((a) => a.instance).join(' and ')}; ` +
        `signed out on ${logout.instance}: 401 on both`,
    );
  });

  it("a session cookie from the /login form is honoured by both instances' pages, and ended by either", async () => {
    const visitor = newVisitorAddress();
    const { cookie, answer: login } = await signInByForm(visitor);
    const [user] = await query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from users where email = $1',
      [cluster.staff.email],
    );
    const dashboard = (base: string, withCookie = true) =>
      send(`${base}/dashboard`, { headers: withCookie ? { cookie } : {}, from: visitor });
    const expectSignedIn = (answer: Answer, where: string) => {
      expect(answer.status, `${where}: ${answer.text().slice(0, 300)}`).toBe(200);
      expect(answer.headers['cache-control'], where).toContain('no-store');
      const text = shownText(answer.text());
      // The dashboard's greeting and the header's account menu: the user the cookie names.
      expect(text, where).toContain(`Welcome back, ${user!.first_name}`);
      expect(text, where).toContain(`${user!.first_name} ${user!.last_name}`);
    };

    // Each instance, asked directly, renders the signed-in page for the cookie.
    for (const instance of cluster.instances) {
      expectSignedIn(await dashboard(instance.url), `instance ${instance.name}`);
    }
    // And through the proxy, which takes turns: both answer it there too.
    const proxiedAnswers = [await dashboard(cluster.proxy.url), await dashboard(cluster.proxy.url)];
    for (const answer of proxiedAnswers) expectSignedIn(answer, `proxy via ${answer.instance}`);
    expect(new Set(proxiedAnswers.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
    // Without the cookie the same page is not the user's: the name came from the session.
    const visitorAnswer = await dashboard(cluster.instances[0]!.url, false);
    expect(visitorAnswer.status).toBe(302);
    expect(visitorAnswer.headers.location).toBe('/login');

    // Signing out through the form on the instance that signed in ends the session on the other.
    const outOn = cluster.byName(login.instance);
    const elsewhere = cluster.other(login.instance);
    const logout = await send(`${outOn.url}/logout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: cluster.proxy.url,
        cookie,
      },
      body: '',
      from: visitor,
    });
    expect(logout.status, logout.text()).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect(String(logout.headers['set-cookie'])).toMatch(/^session=;.*Max-Age=0/);
    const after = await dashboard(elsewhere.url);
    expect(after.status, `instance ${elsewhere.name} after the sign-out`).toBe(302);
    expect(after.headers.location).toBe('/login');
    // The cookie whose session ended is removed by the instance that found it so.
    expect(String(after.headers['set-cookie'])).toMatch(/^session=;.*Max-Age=0/);
    for (const instance of cluster.instances) {
      const me = await send(`${instance.url}/api/auth/me`, { headers: { cookie }, from: visitor });
      expect(me.status, `instance ${instance.name}'s /api/auth/me after the sign-out`).toBe(401);
    }
    note(
      `signed in by the /login form on ${login.instance}; /dashboard with the cookie rendered for ` +
        `${user!.first_name} ${user!.last_name} by a and b directly and by ` +
        `${proxiedAnswers.map((a) => a.instance).join(' and ')} through the proxy; ` +
        `signed out by the form on ${outOn.name}: ${elsewhere.name} sends the cookie to /login`,
    );
  });

  it('views counted on both instances add up once: one visitor a day, whichever instance answered', async () => {
    const { token } = await signIn(newVisitorAddress());
    const campaign = `cluster-${run}`;
    const campaignRow = async () => {
      const answer = await send(proxied('/api/analytics/report?range=7d'), {
        headers: bearer(token),
      });
      expect(answer.status, answer.text()).toBe(200);
      const data = answer.json<{
        data: {
          totals: { views: number };
          campaigns: { campaign: string; visitors: number }[];
          pages: { path: string; views: number }[];
        };
      }>().data;
      return {
        visitors: data.campaigns.find((row) => row.campaign === campaign)?.visitors ?? 0,
        views: data.pages.find((row) => row.path === '/about')?.views ?? 0,
      };
    };
    const before = await campaignRow();
    const VISITORS = 10;
    const answeredBy = new Set<string | undefined>();
    for (let i = 0; i < VISITORS; i++) {
      const from = newVisitorAddress();
      // Two views each: the proxy takes turns, so each visitor is seen by both instances.
      for (let view = 0; view < 2; view++) {
        const answer = await send(proxied(`/about?utm_source=cluster&utm_campaign=${campaign}`), {
          headers: { 'user-agent': BROWSER },
          from,
        });
        expect(answer.status).toBe(200);
        answeredBy.add(answer.instance);
      }
    }
    expect(answeredBy).toEqual(new Set(['a', 'b']));
    const after = await waitFor(
      campaignRow,
      (row) => row.views - before.views >= 2 * VISITORS && row.visitors >= VISITORS,
      "both instances' views in the report",
      60_000,
      500,
    );
    expect(after.visitors).toBe(VISITORS);
    expect(after.views - before.views).toBe(2 * VISITORS);
    note(
      `${VISITORS} visitors, two views each over both instances: ${after.visitors} visitors, ${after.views - before.views} views`,
    );
  });

  it('a post published, edited and unpublished through one instance is seen at once on the other', async () => {
    const author = newVisitorAddress();
    const { token } = await signIn(author);
    const slug = `cluster-post-${run}`;
    const firstTitle = `Cluster post ${run} first title`;
    const newTitle = `Cluster post ${run} edited title`;
    const fields = (title: string) => ({
      title,
      slug,
      excerpt: 'Written through one instance, read through the other.',
      content: '<p>Two instances, one database, one page cache.</p>',
      category: 'power-automate',
      readTime: '3',
      tags: '[]',
      keywords: '[]',
      authorName: 'Cluster Test',
      authorBio: 'Checks that instances agree.',
      status: 'published',
      featuredImage: stockImageAddress('crm-sales'),
    });
    const write = async (method: string, urlPath: string, body: ReturnType<typeof multipart>) =>
      send(proxied(urlPath), {
        method,
        headers: { ...bearer(token), ...body.headers },
        body: body.payload,
        from: author,
      });
    const page = (base: string, urlPath: string) => send(`${base}${urlPath}`);
    const warm = async (paths: string[]) => {
      for (const instance of cluster.instances) {
        for (const urlPath of paths) await cachedOn(instance.url, urlPath);
      }
    };

    // Published: both instances had /blog cached without it.
    await warm(['/blog']);
    expect((await page(cluster.instances[0]!.url, '/blog')).text()).not.toContain(firstTitle);
    const created = await write('POST', '/api/enhanced-blog/create', multipart(fields(firstTitle)));
    expect(created.status, created.text()).toBe(201);
    const id = created.json<{ blog: { id: string } }>().blog.id;
    let reader = cluster.other(created.instance);
    const listAfterCreate = await page(reader.url, '/blog');
    expect(listAfterCreate.status).toBe(200);
    expect(listAfterCreate.text()).toContain(firstTitle);
    const postAfterCreate = await page(reader.url, `/blog/${slug}`);
    expect(postAfterCreate.status).toBe(200);
    expect(postAfterCreate.text()).toContain(firstTitle);
    note(`published through ${created.instance}: listed and shown by ${reader.name} at once`);

    // Edited: both had the post and the list cached with the first title.
    await warm(['/blog', `/blog/${slug}`]);
    const edited = await write('PUT', `/api/enhanced-blog/${id}`, multipart(fields(newTitle)));
    expect(edited.status, edited.text()).toBe(200);
    reader = cluster.other(edited.instance);
    const postAfterEdit = await page(reader.url, `/blog/${slug}`);
    expect(postAfterEdit.status).toBe(200);
    expect(postAfterEdit.text()).toContain(newTitle);
    expect(postAfterEdit.text()).not.toContain(firstTitle);
    const listAfterEdit = (await page(reader.url, '/blog')).text();
    expect(listAfterEdit).toContain(newTitle);
    expect(listAfterEdit).not.toContain(firstTitle);
    note(`edited through ${edited.instance}: ${reader.name} shows the new title at once`);

    // Unpublished: both had the post and the list cached with it.
    await warm(['/blog', `/blog/${slug}`]);
    const drafted = await send(proxied(`/api/enhanced-blog/${id}/status`), {
      method: 'PATCH',
      headers: bearer(token),
      body: { status: 'draft' },
      from: author,
    });
    expect(drafted.status, drafted.text()).toBe(200);
    reader = cluster.other(drafted.instance);
    expect((await page(reader.url, `/blog/${slug}`)).status).toBe(404);
    expect((await page(reader.url, '/blog')).text()).not.toContain(newTitle);
    note(`unpublished through ${drafted.instance}: ${reader.name} answers 404 at once`);
  });

  it("a site setting changed through one instance is on the other instance's next page", async () => {
    const admin = newVisitorAddress();
    const login = await send(proxied('/api/auth/login'), {
      method: 'POST',
      body: { email: cluster.admin.email, password: cluster.admin.password },
      from: admin,
    });
    expect(login.status, login.text()).toBe(200);
    const token = login.json<{ data: { token: string } }>().data.token;
    const [first, second] = cluster.instances as [
      (typeof cluster.instances)[0],
      (typeof cluster.instances)[0],
    ];
    const name = `Cluster Settings ${run} Ltd`;
    const phone = '+91 55555 12345';
    const warm = async () => {
      for (const instance of cluster.instances) {
        for (const urlPath of ['/', '/privacy-policy']) await cachedOn(instance.url, urlPath);
      }
    };

    // Both instances had the pages cached with the environment's facts.
    await warm();
    expect((await send(`${second.url}/`)).text()).not.toContain(name);
    const saved = await send(`${first.url}/api/settings`, {
      method: 'PUT',
      headers: bearer(token),
      body: { companyName: name, phone },
      from: admin,
    });
    expect(saved.status, saved.text()).toBe(200);
    const home = await send(`${second.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers['x-page-cache']).not.toBe('hit');
    expect(shownText(home.text())).toContain(`${name}. All rights reserved.`);
    expect(shownText(home.text())).toContain(phone);
    expect(shownText((await send(`${second.url}/privacy-policy`)).text())).toContain(phone);
    note(
      `company name and phone saved through ${first.name}: ${second.name}'s next page shows them`,
    );

    // Reset through the other: the first instance's next page is back to the default.
    await warm();
    for (const key of ['companyName', 'phone']) {
      const reset = await send(`${second.url}/api/settings/${key}`, {
        method: 'DELETE',
        headers: bearer(token),
        from: admin,
      });
      expect(reset.status, reset.text()).toBe(200);
    }
    const back = shownText((await send(`${first.url}/`)).text());
    expect(back).not.toContain(name);
    expect(back).not.toContain(phone);
    note(`reset through ${second.name}: ${first.name}'s next page shows the defaults`);
  });

  it('an image uploaded through one instance is served by the other, from the bucket', async () => {
    const uploader = newVisitorAddress();
    const { token } = await signIn(uploader);
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const file: MultipartFile = {
      field: 'image',
      name: 'cluster.png',
      type: 'image/png',
      data: png,
    };
    const body = multipart({}, file);
    const uploaded = await send(proxied('/api/enhanced-blog/images'), {
      method: 'POST',
      headers: { ...bearer(token), ...body.headers },
      body: body.payload,
      from: uploader,
    });
    expect(uploaded.status, uploaded.text()).toBe(201);
    const image = uploaded.json<{ image: { url: string; srcSet: string } }>().image;
    expect(image.url).toMatch(/^\/uploads\/blogs\/[^/]+\.webp$/);
    const server = cluster.other(uploaded.instance);
    const addresses = [
      image.url,
      ...image.srcSet.split(',').map((part) => part.trim().split(/\s+/)[0]!),
    ];
    for (const address of new Set(addresses)) {
      const served = await send(`${server.url}${address}`);
      expect(served.status, `${address} from ${server.name}`).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.body).metadata()).format).toBe('webp');
      const key = `uploads/blogs/${address.split('/').pop()!}`;
      expect(await cluster.s3.keys('uploads/blogs/')).toContain(key);
      for (const instance of cluster.instances) {
        expect(
          existsSync(path.join(instance.dataDir, key)),
          `${key} in ${instance.name}'s DATA_DIR`,
        ).toBe(false);
      }
    }
    note(
      `uploaded through ${uploaded.instance}; ${new Set(addresses).size} widths served by ${server.name} ` +
        'from the bucket, none in any DATA_DIR',
    );
  });

  it(`the write rate limit (${RATE_LIMIT_MAX} per visitor) counts across both instances`, async () => {
    const visitor = newVisitorAddress();
    const attempt = (from: string) =>
      send(proxied('/api/auth/forgot-password'), {
        method: 'POST',
        body: { email: `nobody-${run}@example.org` },
        from,
      });
    const answers: Answer[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i += 1) answers.push(await attempt(visitor));
    const seen = answers.map((a) => `${a.instance}:${a.status}`);
    // Taking turns, each instance saw only half of the calls: a count of its own would never refuse.
    for (let i = 1; i < answers.length; i += 1) {
      expect(answers[i]!.instance, seen.join(' ')).not.toBe(answers[i - 1]!.instance);
    }
    expect(
      answers.map((a) => a.status),
      seen.join(' '),
    ).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429, 429]);
    for (const refused of answers.slice(RATE_LIMIT_MAX)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The count is the visitor's: another address is still served by both.
    const someoneElse = newVisitorAddress();
    const others = [await attempt(someoneElse), await attempt(someoneElse)];
    expect(others.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set(others.map((a) => a.instance))).toEqual(new Set(['a', 'b']));
    note(`one visitor, alternating instances: ${seen.join(' ')}`);
  });

  it(`${BULK_SUBMISSIONS} contact messages spread over both: all stored, every e-mail sent once`, async () => {
    const batch = `Bulk${run}`;
    const addresses = new Map<number, string>();
    const answers: Answer[] = [];
    const started = Date.now();
    await pool(
      10,
      async (i) => {
        answers[i] = await send(proxied('/api/contact/submit'), {
          method: 'POST',
          body: contactPayload(batch, i),
          from: visitorFor(addresses, i),
        });
      },
      (i) => i < BULK_SUBMISSIONS,
    );
    const answeredMs = Date.now() - started;
    for (const answer of answers) expect(answer.status, answer.text()).toBe(200);
    const ids = answers.map((a) => a.json<{ data: { id: string } }>().data.id);
    expect(new Set(ids).size).toBe(BULK_SUBMISSIONS);
    const perInstance = new Map<string, number>();
    for (const answer of answers) {
      perInstance.set(answer.instance!, (perInstance.get(answer.instance!) ?? 0) + 1);
    }
    expect(perInstance.get('a')).toBe(BULK_SUBMISSIONS / 2);
    expect(perInstance.get('b')).toBe(BULK_SUBMISSIONS / 2);

    const rows = await query<StoredMessage>(
      'select id, first_name, last_name, email from contact_messages where first_name like $1',
      [`${batch}n%`],
    );
    expect(rows).toHaveLength(BULK_SUBMISSIONS);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(ids));

    // Watch the jobs while they run: no job is tried twice, and which workers take part.
    const maxAttempts = new Map<string, number>();
    const workers = new Set<string>();
    const left = await waitFor(
      async () => {
        const jobs = await query<{
          id: string;
          attempts: number;
          status: string;
          locked_by: string | null;
        }>('select id, attempts, status, locked_by from jobs where subject_id = any($1)', [ids]);
        for (const job of jobs) {
          maxAttempts.set(job.id, Math.max(maxAttempts.get(job.id) ?? 0, job.attempts));
          if (job.locked_by) workers.add(job.locked_by);
        }
        return jobs;
      },
      (jobs) => jobs.length === 0 || jobs.some((job) => job.status === 'failed'),
      'every job of the batch done',
      60_000,
    );
    expect(left, 'jobs left (failed)').toEqual([]);
    expect(
      Math.max(0, ...maxAttempts.values()),
      'most attempts any job was seen with',
    ).toBeLessThanOrEqual(1);
    await mailSettled();
    const deliveredMs = Date.now() - started;

    const expected = expectedMails(rows);
    expect(expected.size).toBe(BULK_SUBMISSIONS * 2);
    const counts = arrivals();
    const batchMails = cluster.mail.smtp.messages.filter((mail) =>
      keysOf(mail).some((key) => expected.has(key)),
    );
    expect(batchMails).toHaveLength(BULK_SUBMISSIONS * 2);
    const missing = [...expected.keys()].filter((key) => !counts.has(key));
    const twice = [...expected.keys()].filter((key) => (counts.get(key) ?? 0) > 1);
    expect(missing, 'e-mails that never arrived').toEqual([]);
    expect(twice, 'e-mails that arrived more than once').toEqual([]);
    const messageIds = batchMails.map((mail) => mail.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(batchMails.length);
    // Each company e-mail names its message's reference.
    for (const row of rows) {
      const mail = batchMails.find(
        (m) =>
          m.recipients.includes(COMPANY_EMAIL) &&
          m.subject.endsWith(`${row.first_name} ${row.last_name}`),
      );
      expect(mail?.text).toContain(`Reference ID: ${row.id}`);
    }
    note(
      `${BULK_SUBMISSIONS} messages answered in ${answeredMs} ms (a ${perInstance.get('a')}, b ${perInstance.get('b')}); ` +
        `${rows.length} stored; ${batchMails.length} e-mails, each once, all sent ${deliveredMs} ms after the first ` +
        `submission; ${maxAttempts.size} jobs seen, none with a second attempt; ${workers.size} workers seen holding them`,
    );
  });

  it('each instance answers its own metrics: the figures of what it did add up across both', async () => {
    const scrape = async (instance: Cluster['instances'][number]) => {
      const answer = await send(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(answer.status, `${instance.name}: /metrics`).toBe(200);
      return answer.text();
    };
    const sample = sampleOf;
    const texts = await Promise.all(cluster.instances.map(scrape));
    const contacts = texts.map((text) => sample(text, 'leads_stored_total{kind="contact"}'));
    // The proxy took turns: each instance stored (and counted) half of the bulk messages.
    for (const count of contacts) expect(count).toBeGreaterThanOrEqual(BULK_SUBMISSIONS / 2);
    const refused = 'rate_limit_refusals_total{route="/api/auth/forgot-password"}';
    expect(texts.reduce((sum, text) => sum + sample(text, refused), 0)).toBe(2);
    // The queue's gauges are read from the shared database: both say the same.
    const failedMail = texts.map((text) =>
      sample(text, 'jobs_waiting{kind="mail.send",state="failed"}'),
    );
    expect(failedMail[0]).toBe(failedMail[1]);
    for (const text of texts) expect(sample(text, 'app_ready')).toBe(1);
    note(`metrics: contact leads counted a ${contacts[0]}, b ${contacts[1]}`);
  });
  it(
    'killing an instance mid-load loses no acknowledged message; the other finishes its leased jobs',
    async () => {
      const batch = `Kill${run}`;
      const victim = cluster.byName('a');
      const survivor = cluster.byName('b');
      const addresses = new Map<number, string>();
      interface Outcome {
        i: number;
        status: number | undefined;
        error?: string;
        id?: string;
        instance?: string;
        afterKill: boolean;
      }
      const outcomes: Outcome[] = [];
      let killed = false;
      let answeredAfterKill = 0;
      const AFTER_KILL = 40;
      const CAP = 600;

      const stream = pool(
        6,
        async (i) => {
          const afterKill = killed;
          try {
            const answer = await send(proxied('/api/contact/submit'), {
              method: 'POST',
              body: contactPayload(batch, i),
              from: visitorFor(addresses, i),
            });
            const id =
              answer.status >= 200 && answer.status < 300
                ? answer.json<{ data: { id: string } }>().data.id
                : undefined;
            outcomes.push({ i, status: answer.status, id, instance: answer.instance, afterKill });
          } catch (err) {
            outcomes.push({ i, status: undefined, error: String(err), afterKill });
          }
          if (killed && afterKill) answeredAfterKill += 1;
        },
        (i) => i < CAP && !(killed && answeredAfterKill >= AFTER_KILL),
      );

      // Mid-load: once both instances have acknowledged messages, the mail server is
      // slowed so both workers hold running jobs, and instance a is killed while they do.
      await waitFor(
        async () => outcomes,
        (list) =>
          ['a', 'b'].every((name) => list.filter((o) => o.instance === name && o.id).length >= 15),
        'acknowledgements from both instances',
      );
      cluster.mail.relay.delayMs = 250;
      const lockers = await waitFor(
        () =>
          query<{ locked_by: string; count: number }>(
            `select locked_by, count(*)::int as count from jobs
             where status = 'running' group by locked_by`,
          ),
        (rows) => rows.length === 2,
        'both workers holding running jobs',
        30_000,
        20,
      );
      await victim.kill();
      // Jobs claimed after this moment were claimed by the survivor.
      const [{ killedAt }] = (await query<{ killedAt: Date }>('select now() as "killedAt"')) as [
        { killedAt: Date },
      ];
      killed = true;
      note(
        `killed ${victim.name} (SIGKILL) after ${outcomes.filter((o) => o.id).length} acknowledgements, ` +
          `the two workers holding ${lockers.map((l) => l.count).join(' and ')} running jobs`,
      );

      // The survivor's worker is the one that goes on claiming jobs after the kill.
      const survivorWorker = await waitFor(
        () =>
          query<{ locked_by: string }>(
            "select distinct locked_by from jobs where status = 'running' and locked_at > $1",
            [killedAt],
          ),
        (rows) => rows.length > 0,
        `a job claimed by ${survivor.name} after the kill`,
        30_000,
        20,
      );
      cluster.mail.relay.delayMs = 0;
      expect(survivorWorker).toHaveLength(1);
      const survivorId = survivorWorker[0]!.locked_by;
      expect(lockers.map((l) => l.locked_by)).toContain(survivorId);
      const deadWorker = lockers.find((l) => l.locked_by !== survivorId)!.locked_by;
      const orphans = await query<{
        id: string;
        attempts: number;
        payload: { to: string; subject: string };
      }>("select id, attempts, payload from jobs where status = 'running' and locked_by = $1", [
        deadWorker,
      ]);
      expect(orphans.length, 'jobs the dead worker held').toBeGreaterThan(0);
      expect(orphans.every((job) => job.attempts === 1)).toBe(true);

      await stream;
      expect(killed).toBe(true);
      expect(answeredAfterKill).toBeGreaterThanOrEqual(AFTER_KILL);

      // Every acknowledged message is stored.
      const acknowledged = outcomes.filter((o) => o.id);
      const rows = await query<StoredMessage>(
        'select id, first_name, last_name, email from contact_messages where first_name like $1',
        [`${batch}n%`],
      );
      const stored = new Set(rows.map((row) => row.id));
      const lost = acknowledged.filter((o) => !stored.has(o.id!));
      expect(lost, 'acknowledged but not stored').toEqual([]);
      expect(acknowledged.filter((o) => o.afterKill && o.instance !== survivor.name)).toEqual([]);
      expect(acknowledged.filter((o) => o.afterKill).length).toBeGreaterThan(0);
      const unanswered = outcomes.filter((o) => !o.id);

      // The dead worker's leases run out, and the survivor takes its jobs over.
      const leaseStarted = Date.now();
      const orphanIds = orphans.map((job) => job.id);
      const takenOver = new Map<string, number>();
      await waitFor(
        async () => {
          const jobs = await query<{ id: string; attempts: number; locked_by: string | null }>(
            'select id, attempts, locked_by from jobs where id = any($1)',
            [orphanIds],
          );
          for (const job of jobs) {
            if (job.locked_by === survivorId) takenOver.set(job.id, job.attempts);
          }
          return jobs.length;
        },
        (count) => count === 0,
        `the survivor to finish the dead worker's ${orphans.length} jobs`,
        (LEASE_SECONDS + 60) * 1000,
        100,
      );
      const takeoverMs = Date.now() - leaseStarted;
      for (const attempts of takenOver.values()) expect(attempts).toBe(2);
      const ids = rows.map((row) => row.id);
      const left = await waitFor(
        () =>
          query<{ id: string; status: string }>(
            'select id, status from jobs where subject_id = any($1)',
            [ids],
          ),
        (jobs) => jobs.length === 0 || jobs.some((job) => job.status === 'failed'),
        'every job of the batch done',
        60_000,
      );
      expect(left, 'jobs left (failed)').toEqual([]);
      await mailSettled();

      // Every stored message's two e-mails arrived; twice only for a job taken over
      // after the mail server had accepted it (at-least-once delivery), never more.
      const expected = expectedMails(rows);
      const orphanKeys = new Set(
        orphans.map((job) => mailKey(job.payload.to, job.payload.subject)),
      );
      for (const key of orphanKeys)
        expect(expected.has(key), `${key} is one of the batch's`).toBe(true);
      const counts = arrivals();
      const missing = [...expected.keys()].filter((key) => !counts.has(key));
      const repeated = [...expected.keys()].filter((key) => (counts.get(key) ?? 0) > 1);
      expect(missing, 'e-mails that never arrived').toEqual([]);
      expect(
        repeated.filter((key) => !orphanKeys.has(key)),
        'repeated e-mails of jobs never taken over',
      ).toEqual([]);
      expect(
        repeated.filter((key) => (counts.get(key) ?? 0) > 2),
        'e-mails sent more than twice',
      ).toEqual([]);
      const batchMails = cluster.mail.smtp.messages.filter((mail) =>
        keysOf(mail).some((key) => expected.has(key)),
      );
      expect(batchMails).toHaveLength(expected.size + repeated.length);

      // Reads through the proxy go on being answered: by the survivor, a read sent to the
      // dead instance tried again there.
      const reads = [];
      for (let i = 0; i < 4; i += 1) reads.push(await send(proxied('/api/enhanced-blog?limit=1')));
      expect(reads.map((read) => `${read.instance}:${read.status}`)).toEqual(
        Array<string>(4).fill(`${survivor.name}:200`),
      );

      note(
        `${outcomes.length} submissions: ${acknowledged.length} acknowledged (all stored), ` +
          `${unanswered.length} not (${unanswered.map((o) => o.status ?? o.error).join(', ') || 'none'}), ` +
          `${rows.length} stored in all; ${orphans.length} jobs leased by the dead worker were finished by ` +
          `${survivor.name} ${takeoverMs} ms after the kill, once their lease ran out ` +
          `(${repeated.length} of their e-mails had already reached the mail server and went out twice); ` +
          `the proxy gave ${cluster.proxy.stats.badGateway} 502s and retried ${cluster.proxy.stats.retriedGets} GETs on ${survivor.name}`,
      );
    },
    (LEASE_SECONDS + 150) * 1000,
  );

  it('no instance logged an error', () => {
    for (const instance of cluster.instances) {
      const errors = instance.problems.filter((problem) => problem.level >= 50);
      expect(
        errors.map((error) => error.line),
        `errors logged by ${instance.name}`,
      ).toEqual([]);
    }
    const warnings = cluster.instances.map(
      (instance) => `${instance.name} ${instance.problems.length}`,
    );
    note(`warnings logged: ${warnings.join(', ')} (listed below the tests)`);
  });
});
