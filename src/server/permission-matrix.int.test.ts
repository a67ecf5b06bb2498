import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../shared/auth.ts';
import { can, REFUSAL_BY_PERMISSION, ROLES, type Permission, type Role } from '../shared/roles.ts';
import { rowsOf } from './db/results.ts';
import { jobs, newsletterSends } from './db/schema.ts';
import { seedServices } from './db/seed/services.ts';
import { setupAccountTests } from './modules/auth/auth.fixtures.ts';
import { bearer, contactPayload, meetingPayload } from './modules/leads.fixtures.ts';
import { postForm } from './test/blog-author.ts';
import { caseStudyForm } from './test/case-study-form.ts';
import { multipart } from './test/multipart.ts';
import { operationsOf, type OpenApiDocument } from './test/openapi.ts';
import { samplePdf, sampleImage } from './test/sample-files.ts';

/**
 * Every write call of the API (POST, PUT, PATCH, DELETE, as the served
 * OpenAPI document lists them) made by every kind of caller: a visitor with
 * no session, a verified reader outside the company's domain, and each
 * editorial role. MATRIX says who may make each call; a caller it refuses
 * gets 401 (no session) or 403 with the words the roles give
 * (`AUTH_MESSAGES.staffOnly` for no role, `REFUSAL_BY_PERMISSION` for a role
 * without the permission), and a refused call leaves the database and the
 * stored files exactly as they were. A caller it allows gets past the guards
 * with a request built to succeed.
 *
 * A new write call fails the first test until it is classified here, so no
 * call reaches production without someone deciding who may make it.
 */

const DOMAIN = 'company.com';
const ctx = setupAccountTests({
  COMPANY_EMAIL_DOMAIN: DOMAIN,
  // Every request comes from one address; the limits are not what is tested here.
  RATE_LIMIT_MAX: '100000',
  LOGIN_RATE_LIMIT_MAX: '100000',
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: '100000',
});

/** Who may make a call: anyone at all, any signed-in account, or a role holding the permission. */
type Rule = 'anyone' | 'user' | Permission;

/**
 * Who may make each write call. Content calls are made on an item someone
 * else wrote, so a permission with `.own` and `.any` forms is named in its
 * `.any` form here; OWN_MATRIX below covers the caller's own items.
 */
const MATRIX = {
  // Accounts: signing up, in and out, and the e-mailed links.
  'POST /api/auth/register': 'anyone',
  'POST /api/auth/login': 'anyone',
  'POST /api/auth/logout': 'anyone',
  'POST /api/auth/forgot-password': 'anyone',
  'POST /api/auth/reset-password': 'anyone',
  'POST /api/auth/verify-email': 'anyone',
  'POST /api/auth/resend-verification': 'anyone',
  // One's own account and catalogue.
  'PUT /api/users/profile': 'user',
  'POST /api/users/profile/photo': 'user',
  'DELETE /api/users/profile/photo': 'user',
  'POST /api/services/users/{userId}': 'user',
  'DELETE /api/services/users/{userId}/{serviceId}': 'user',
  'PUT /api/users/{id}/role': 'users.manage',
  // The site's settings.
  'PUT /api/settings': 'settings.manage',
  'DELETE /api/settings/{key}': 'settings.manage',
  // Lead forms, and the leads behind them.
  'POST /api/contact/submit': 'anyone',
  'POST /api/contact/chat-files': 'anyone',
  'POST /api/meetings/schedule': 'anyone',
  'PATCH /api/contact/message/{id}/status': 'leads.read',
  'PATCH /api/meetings/{id}/status': 'leads.read',
  'POST /api/contact/sync/d365': 'leads.read',
  // The delivery queue's failed e-mails and CRM syncs hold leads' data.
  'POST /api/jobs/{id}/retry': 'leads.read',
  // Comments and likes: visitors write, editors moderate.
  'POST /api/comments/{contentType}/{contentId}': 'anyone',
  'POST /api/comments/{commentId}/like': 'anyone',
  'POST /api/enhanced-blog/{id}/like': 'anyone',
  'POST /api/comments/notifications/confirm': 'anyone',
  'POST /api/comments/notifications/stop': 'anyone',
  'POST /api/comments/notifications/one-click': 'anyone',
  'POST /api/comments/moderation': 'comments.moderate',
  'PATCH /api/comments/{commentId}/status': 'comments.moderate',
  'DELETE /api/comments/{commentId}': 'comments.moderate',
  // The newsletter: visitors' subscriptions, editors' sends.
  'POST /api/newsletter/subscribe': 'anyone',
  'POST /api/newsletter/confirm': 'anyone',
  'POST /api/newsletter/unsubscribe': 'anyone',
  'POST /api/newsletter/unsubscribe/one-click': 'anyone',
  'PUT /api/newsletter/preferences': 'anyone',
  'POST /api/newsletter/news': 'newsletter.send',
  'POST /api/newsletter/sends/{id}/pause': 'newsletter.send',
  'POST /api/newsletter/sends/{id}/resume': 'newsletter.send',
  // Privacy: a person's own request by e-mailed link; the administrators' tools.
  'POST /api/privacy/requests': 'anyone',
  'POST /api/privacy/requests/confirm': 'anyone',
  'POST /api/privacy/people/export': 'privacy.manage',
  'POST /api/privacy/people/erase': 'privacy.manage',
  // Posts, made on another writer's post.
  'POST /api/enhanced-blog/create': 'content.write',
  'POST /api/enhanced-blog/images': 'content.write',
  'PUT /api/enhanced-blog/{id}': 'content.edit.any',
  'PATCH /api/enhanced-blog/{id}/status': 'content.publish.any',
  'PATCH /api/enhanced-blog/{id}/comments': 'content.publish.any',
  'DELETE /api/enhanced-blog/{id}': 'content.delete.any',
  'POST /api/enhanced-blog/{id}/newsletter-test': 'content.edit.any',
  'POST /api/enhanced-blog/{id}/review': 'content.edit.any',
  'POST /api/enhanced-blog/{id}/review/return': 'content.review',
  'POST /api/enhanced-blog/{id}/revisions/{revisionId}/restore': 'content.edit.any',
  // Case studies, the same way.
  'POST /api/enhanced-blog/case-studies': 'content.write',
  'PUT /api/enhanced-blog/case-studies/{id}': 'content.edit.any',
  'PATCH /api/enhanced-blog/case-studies/{id}/status': 'content.publish.any',
  'DELETE /api/enhanced-blog/case-studies/{id}': 'content.delete.any',
  'POST /api/enhanced-blog/case-studies/{id}/newsletter-test': 'content.edit.any',
  'POST /api/enhanced-blog/case-studies/{id}/review': 'content.edit.any',
  'POST /api/enhanced-blog/case-studies/{id}/review/return': 'content.review',
  'POST /api/enhanced-blog/case-studies/{id}/revisions/{revisionId}/restore': 'content.edit.any',
  // Working copies (autosaves) and presence, here on another writer's post.
  'PUT /api/drafts/{kind}/{item}': 'content.edit.any',
  'DELETE /api/drafts/{kind}/{item}': 'content.edit.any',
  'POST /api/drafts/{kind}/{item}/presence': 'content.edit.any',
} satisfies Record<string, Rule>;
type Call = keyof typeof MATRIX;

/**
 * The content calls again, on the caller's own item: what a role needs for
 * its own work (a contributor writes and submits drafts; an author also
 * publishes and deletes them).
 */
const OWN_MATRIX = {
  'POST /api/enhanced-blog/create': 'content.publish.own',
  'PUT /api/enhanced-blog/{id}': 'content.publish.own',
  'PATCH /api/enhanced-blog/{id}/status': 'content.publish.own',
  'PATCH /api/enhanced-blog/{id}/comments': 'content.publish.own',
  'DELETE /api/enhanced-blog/{id}': 'content.delete.own',
  'POST /api/enhanced-blog/{id}/newsletter-test': 'content.write',
  'POST /api/enhanced-blog/{id}/review': 'content.write',
  'POST /api/enhanced-blog/{id}/revisions/{revisionId}/restore': 'content.write',
  'PUT /api/drafts/{kind}/{item}': 'content.write',
  'DELETE /api/drafts/{kind}/{item}': 'content.write',
  'POST /api/drafts/{kind}/{item}/presence': 'content.write',
  'POST /api/enhanced-blog/case-studies': 'content.publish.own',
  'PUT /api/enhanced-blog/case-studies/{id}': 'content.publish.own',
  'PATCH /api/enhanced-blog/case-studies/{id}/status': 'content.publish.own',
  'DELETE /api/enhanced-blog/case-studies/{id}': 'content.delete.own',
  'POST /api/enhanced-blog/case-studies/{id}/newsletter-test': 'content.write',
  'POST /api/enhanced-blog/case-studies/{id}/review': 'content.write',
  'POST /api/enhanced-blog/case-studies/{id}/revisions/{revisionId}/restore': 'content.write',
} satisfies Partial<Record<Call, Permission>>;
type OwnCall = keyof typeof OWN_MATRIX;

/** No session; a verified reader outside the company's domain (no role); each role. */
const CALLERS = ['anonymous', 'user', ...ROLES] as const;
type Caller = (typeof CALLERS)[number];

type Verdict =
  | { allowed: true }
  | { allowed: false; status: 401 }
  | { allowed: false; status: 403; message: string };

/** What a caller gets from a call under a rule. */
function verdict(rule: Rule, caller: Caller): Verdict {
  if (rule === 'anyone') return { allowed: true };
  if (caller === 'anonymous') return { allowed: false, status: 401 };
  if (rule === 'user') return { allowed: true };
  if (caller === 'user') return { allowed: false, status: 403, message: AUTH_MESSAGES.staffOnly };
  return can(caller, rule)
    ? { allowed: true }
    : { allowed: false, status: 403, message: REFUSAL_BY_PERMISSION[rule] };
}

interface Account {
  id: string;
  email: string;
  token: string;
}
/** The signed-in callers, and the editor whose items the content calls act on. */
const people = {} as Record<Exclude<Caller, 'anonymous'> | 'owner', Account>;
let roleTarget: Account;
let png: Buffer;
let serviceIds: [string, string];
let approvedComment: string;
let finishedSend: string;
let commented: Ids;

const account = (prefix: string, role: Role | null, domain = DOMAIN): Promise<Account> =>
  ctx.a.verified(prefix, role, domain);

const accountOf = (caller: Caller) => (caller === 'anonymous' ? undefined : people[caller]);

/** Path parameters and whatever else a call's body needs, made before the call. */
type Ids = Record<string, string>;

/** A request's body and headers (the caller's bearer header is added unless these carry one). */
interface Sent {
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

interface CallCase {
  /**
   * What the call acts on, made for each caller before it calls: whatever
   * it writes is done before the database's fingerprint is taken.
   */
  setup?: (caller: Caller) => Promise<Ids>;
  /** The request; it writes nothing itself. */
  send?: (ids: Ids) => Sent;
  /** What an allowed caller's call answers: the request is built to succeed where it can. */
  ok: number;
  /** Waits for what an allowed call set off outside the job queue (settle() drains the queue). */
  after?: (ids: Ids) => Promise<void>;
}

const json = (payload: Record<string, unknown>): Sent => ({ payload });
const pngFile = (field: string) => ({ field, name: 'picture.png', type: 'image/png', data: png });
const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const nobody = () => `nobody-${randomUUID().slice(0, 8)}@example.org`;

async function injectAs(who: Account | undefined, options: InjectOptions) {
  return ctx.t.app.inject({
    ...options,
    headers: { ...(who ? bearer(who.token) : {}), ...options.headers },
  });
}

/** The kinds of authored content: where their calls live and how their forms are filled. */
const KINDS = {
  post: { base: '/api/enhanced-blog', create: '/api/enhanced-blog/create', form: postForm },
  caseStudy: {
    base: '/api/enhanced-blog/case-studies',
    create: '/api/enhanced-blog/case-studies',
    form: caseStudyForm,
  },
} as const;
type Kind = keyof typeof KINDS;
type Base<K extends Kind> = (typeof KINDS)[K]['base'];

/** An item of `kind` written by `writer`: its id and slug (submitted: in the editors' queue). */
async function item(
  kind: Kind,
  writer: Account,
  status: 'draft' | 'published',
  submitted = false,
): Promise<Ids> {
  const { base, create, form } = KINDS[kind];
  const address = slug('matrix');
  const created = await injectAs(writer, {
    method: 'POST',
    url: create,
    ...multipart(form(address, { status })),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = (created.json().blog ?? created.json().caseStudy) as { id: string };
  if (submitted) {
    const review = await injectAs(writer, { method: 'POST', url: `${base}/${id}/review` });
    expect(review.statusCode, review.body).toBe(200);
  }
  return { id, slug: address };
}

/** A comment's fields, from an address nobody has used. */
const commentBody = () => ({
  content: `A thought on this, ${randomUUID()}.`,
  authorName: 'Priya Shah',
  authorEmail: nobody(),
});

/** A visitor's comment on the shared post (held for moderation: a first comment). */
async function visitorComment(): Promise<Ids> {
  const posted = await injectAs(undefined, {
    method: 'POST',
    url: `/api/comments/blog/${commented['id']}`,
    payload: commentBody(),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return { commentId: posted.json().data.comment.id as string };
}

async function leadId(url: string, payload: Record<string, unknown>): Promise<Ids> {
  const sent = await injectAs(undefined, { method: 'POST', url, payload });
  expect(sent.statusCode, sent.body).toBe(200);
  return { id: sent.json().data.id as string };
}

/** A failed job, as one that ran out of attempts is left for staff to retry. */
async function failedJob(): Promise<Ids> {
  const [row] = await ctx.t.database.db
    .insert(jobs)
    .values({
      kind: 'permission-matrix.no-such-kind',
      payload: {},
      status: 'failed',
      attempts: 1,
      maxAttempts: 1,
      lastError: 'for the permission matrix',
    })
    .returning({ id: jobs.id });
  return { id: row!.id };
}

/** An e-mailed link's button with a token nobody was sent: refused as such (400), past the guards. */
const staleLink = (fields: Record<string, unknown> = {}): CallCase => ({
  send: () => json({ email: nobody(), token: randomUUID(), ...fields }),
  ok: 400,
});
/** A mail client's one-click post (RFC 8058) with a token nobody was sent. */
const staleOneClick: CallCase = {
  send: () => ({
    query: { email: nobody(), token: randomUUID() },
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  ok: 400,
};

/** The calls on one item that every kind of content has. */
type ItemCall<B extends string> =
  | `PUT ${B}/{id}`
  | `PATCH ${B}/{id}/status`
  | `DELETE ${B}/{id}`
  | `POST ${B}/{id}/newsletter-test`
  | `POST ${B}/{id}/review`
  | `POST ${B}/{id}/revisions/{revisionId}/restore`;

/** An item of `kind` with its first revision's id (what a restore brings back). */
async function withRevision(kind: Kind, writer: Account): Promise<Ids> {
  const ids = await item(kind, writer, 'draft');
  const listed = await injectAs(writer, { url: `${KINDS[kind].base}/${ids['id']}/revisions` });
  expect(listed.statusCode, listed.body).toBe(200);
  return { ...ids, revisionId: listed.json().revisions[0].id as string };
}
const restoreBody = () => json({ draft: { values: { title: 'Restored' } } });

/** A kind's calls as MATRIX makes them: a new draft, and the calls on another editor's item. */
function othersItemCases<K extends Kind>(kind: K) {
  const { base, create, form } = KINDS[kind];
  const on = (status: 'draft' | 'published', submitted = false) => ({
    setup: () => item(kind, people.owner, status, submitted),
  });
  const cases: Record<string, CallCase> = {
    [`POST ${create}`]: {
      send: () => multipart(form(slug('matrix-new'), { status: 'draft' })),
      ok: 201,
    },
    [`PUT ${base}/{id}`]: {
      ...on('draft'),
      send: (ids: Ids) => multipart(form(ids['slug']!, { status: 'draft', title: 'Edited' })),
      ok: 200,
    },
    [`PATCH ${base}/{id}/status`]: {
      ...on('published'),
      send: () => json({ status: 'draft' }),
      ok: 200,
    },
    [`DELETE ${base}/{id}`]: { ...on('draft'), ok: 200 },
    [`POST ${base}/{id}/newsletter-test`]: { ...on('published'), ok: 200 },
    [`POST ${base}/{id}/review`]: { ...on('draft'), ok: 200 },
    [`POST ${base}/{id}/revisions/{revisionId}/restore`]: {
      setup: () => withRevision(kind, people.owner),
      send: restoreBody,
      ok: 201,
    },
    [`POST ${base}/{id}/review/return`]: {
      ...on('draft', true),
      send: () => json({ note: 'Please add a paragraph on licensing.' }),
      ok: 200,
    },
  };
  return cases as Record<
    | `POST ${(typeof KINDS)[K]['create']}`
    | ItemCall<Base<K>>
    | `POST ${Base<K>}/{id}/review/return`,
    CallCase
  >;
}

/** A kind's calls as OWN_MATRIX makes them: a new published item, and the calls on one's own draft. */
function ownItemCases<K extends Kind>(kind: K) {
  const { base, create, form } = KINDS[kind];
  const own = { setup: (caller: Caller) => item(kind, accountOf(caller)!, 'draft') };
  const cases: Record<string, CallCase> = {
    [`POST ${create}`]: {
      send: () => multipart(form(slug('matrix-own'), { status: 'published' })),
      ok: 201,
    },
    [`PUT ${base}/{id}`]: {
      ...own,
      send: (ids: Ids) => multipart(form(ids['slug']!, { status: 'published' })),
      ok: 200,
    },
    [`PATCH ${base}/{id}/status`]: { ...own, send: () => json({ status: 'published' }), ok: 200 },
    [`DELETE ${base}/{id}`]: { ...own, ok: 200 },
    [`POST ${base}/{id}/newsletter-test`]: { ...own, ok: 200 },
    [`POST ${base}/{id}/review`]: { ...own, ok: 200 },
    [`POST ${base}/{id}/revisions/{revisionId}/restore`]: {
      setup: (caller: Caller) => withRevision(kind, accountOf(caller)!),
      send: restoreBody,
      ok: 201,
    },
  };
  return cases as Record<`POST ${(typeof KINDS)[K]['create']}` | ItemCall<Base<K>>, CallCase>;
}

/** A post's working copy and presence calls, on the post `setup` makes. */
function draftCases(setup: (caller: Caller) => Promise<Ids>) {
  return {
    'PUT /api/drafts/{kind}/{item}': {
      setup,
      send: () => json({ draft: { values: { title: 'Typed' } }, baseVersion: 1 }),
      ok: 200,
    },
    'DELETE /api/drafts/{kind}/{item}': { setup, ok: 200 },
    'POST /api/drafts/{kind}/{item}/presence': { setup, send: () => json({}), ok: 200 },
  } satisfies Record<string, CallCase>;
}

/** How each call is made so that an allowed caller's call succeeds. */
const CASES: Record<Call, CallCase> = {
  'POST /api/auth/register': {
    setup: async () => ({ email: nobody() }),
    send: (ids) =>
      json({ firstName: 'New', lastName: 'Reader', email: ids['email'], password: ctx.a.password }),
    ok: 201,
    // The verification e-mail is queued after the answer: wait for it to arrive.
    after: async (ids) => {
      await ctx.smtp.waitFor((mail) => mail.recipients.includes(ids['email']!));
    },
  },
  'POST /api/auth/login': {
    send: () => json({ email: people.user.email, password: ctx.a.password }),
    ok: 200,
  },
  'POST /api/auth/logout': {
    // A session of its own to end, so the caller's stays.
    setup: async (caller): Promise<Ids> => {
      const who = accountOf(caller);
      if (!who) return {};
      const login = await ctx.a.login(who.email);
      return { token: login.json().data.token as string };
    },
    send: (ids) => ({ headers: ids['token'] ? bearer(ids['token']) : {} }),
    ok: 200,
  },
  'POST /api/auth/forgot-password': { send: () => json({ email: nobody() }), ok: 200 },
  // Tokens nobody was sent: refused as such (400), past any guard.
  'POST /api/auth/reset-password': {
    send: () => json({ token: randomUUID(), password: 'Another-Password-2' }),
    ok: 400,
  },
  'POST /api/auth/verify-email': { send: () => json({ token: randomUUID() }), ok: 400 },
  'POST /api/auth/resend-verification': { send: () => json({ email: nobody() }), ok: 200 },

  'PUT /api/users/profile': { send: () => json({ company: 'Matrix Ltd' }), ok: 200 },
  'POST /api/users/profile/photo': { send: () => multipart({}, pngFile('photo')), ok: 200 },
  'DELETE /api/users/profile/photo': { ok: 200 },
  'POST /api/services/users/{userId}': {
    setup: async (caller) => ({ userId: (accountOf(caller) ?? people.user).id }),
    send: () => json({ serviceIds: [serviceIds[0]] }),
    ok: 200,
  },
  'DELETE /api/services/users/{userId}/{serviceId}': {
    setup: async (caller) => {
      const who = accountOf(caller);
      if (!who) return { userId: people.user.id, serviceId: serviceIds[1] };
      const added = await injectAs(who, {
        method: 'POST',
        url: `/api/services/users/${who.id}`,
        payload: { serviceIds: [serviceIds[1]] },
      });
      expect(added.statusCode, added.body).toBe(200);
      return { userId: who.id, serviceId: serviceIds[1] };
    },
    ok: 200,
  },
  'PUT /api/users/{id}/role': {
    setup: async () => ({ id: roleTarget.id }),
    send: () => json({ role: 'reader' }),
    ok: 200,
  },
  'PUT /api/settings': {
    send: () => json({ phone: '+44 20 7946 0000' }),
    ok: 200,
  },
  'DELETE /api/settings/{key}': {
    setup: async () => ({ key: 'phone' }),
    ok: 200,
  },

  'POST /api/contact/submit': {
    send: () => json(contactPayload({ email: nobody() })),
    ok: 200,
  },
  'POST /api/contact/chat-files': {
    send: () =>
      multipart(
        { firstName: 'Grace', lastName: 'Hopper', email: nobody() },
        { field: 'files', name: 'brief.pdf', type: 'application/pdf', data: samplePdf() },
      ),
    ok: 200,
  },
  'POST /api/meetings/schedule': {
    send: () => json(meetingPayload({ email: nobody() })),
    ok: 200,
  },
  'PATCH /api/contact/message/{id}/status': {
    setup: () => leadId('/api/contact/submit', contactPayload({ email: nobody() })),
    send: () => json({ status: 'contacted' }),
    ok: 200,
  },
  'PATCH /api/meetings/{id}/status': {
    setup: () => leadId('/api/meetings/schedule', meetingPayload({ email: nobody() })),
    send: () => json({ status: 'confirmed' }),
    ok: 200,
  },
  'POST /api/contact/sync/d365': {
    setup: () => leadId('/api/contact/submit', contactPayload({ email: nobody() })),
    send: (ids) => json({ action: 'sync', messageId: ids['id'] }),
    // No CRM is set up here: the call is refused as such, past the guards.
    ok: 409,
  },
  'POST /api/jobs/{id}/retry': { setup: failedJob, ok: 200 },

  'POST /api/comments/{contentType}/{contentId}': {
    setup: async () => ({ contentType: 'blog', contentId: commented['id']! }),
    send: () => json(commentBody()),
    ok: 201,
  },
  'POST /api/comments/{commentId}/like': {
    setup: async () => ({ commentId: approvedComment }),
    ok: 200,
  },
  'POST /api/enhanced-blog/{id}/like': { setup: async () => commented, ok: 200 },
  'POST /api/comments/notifications/confirm': staleLink(),
  'POST /api/comments/notifications/stop': staleLink({ scope: 'all' }),
  'POST /api/comments/notifications/one-click': staleOneClick,
  'POST /api/comments/moderation': {
    setup: visitorComment,
    send: (ids) => json({ ids: [ids['commentId']], action: 'approve' }),
    ok: 200,
  },
  'PATCH /api/comments/{commentId}/status': {
    setup: visitorComment,
    send: () => json({ status: 'spam' }),
    ok: 200,
  },
  'DELETE /api/comments/{commentId}': { setup: visitorComment, ok: 200 },

  'POST /api/newsletter/subscribe': { send: () => json({ email: nobody() }), ok: 200 },
  'POST /api/newsletter/confirm': staleLink(),
  'POST /api/newsletter/unsubscribe': staleLink(),
  'POST /api/newsletter/unsubscribe/one-click': staleOneClick,
  'PUT /api/newsletter/preferences': {
    send: () =>
      json({
        email: nobody(),
        token: randomUUID(),
        preferences: {
          blogUpdates: true,
          caseStudies: true,
          industryNews: true,
          weeklyDigest: true,
        },
      }),
    ok: 400,
  },
  'POST /api/newsletter/news': {
    send: () =>
      json({ key: randomUUID(), subject: 'Matrix news', content: '<p>News.</p>', test: true }),
    ok: 200,
  },
  // A finished send: the guard decides before the send is looked at.
  'POST /api/newsletter/sends/{id}/pause': { setup: async () => ({ id: finishedSend }), ok: 409 },
  'POST /api/newsletter/sends/{id}/resume': { setup: async () => ({ id: finishedSend }), ok: 409 },

  'POST /api/privacy/requests': {
    send: () => json({ email: nobody(), action: 'export' }),
    ok: 200,
  },
  'POST /api/privacy/requests/confirm': {
    send: () => json({ token: `${randomUUID()}${randomUUID()}` }),
    ok: 400,
  },
  'POST /api/privacy/people/export': { send: () => json({ email: nobody() }), ok: 200 },
  'POST /api/privacy/people/erase': { send: () => json({ email: nobody() }), ok: 200 },

  ...othersItemCases('post'),
  ...othersItemCases('caseStudy'),
  'POST /api/enhanced-blog/images': { send: () => multipart({}, pngFile('image')), ok: 201 },
  'PATCH /api/enhanced-blog/{id}/comments': {
    setup: () => item('post', people.owner, 'published'),
    send: () => json({ commentsOpen: false }),
    ok: 200,
  },
  ...draftCases(async () => ({
    kind: 'blog',
    item: (await item('post', people.owner, 'draft'))['id']!,
  })),
};

const OWN_CASES: Record<OwnCall, CallCase> = {
  ...ownItemCases('post'),
  ...ownItemCases('caseStudy'),
  'PATCH /api/enhanced-blog/{id}/comments': {
    setup: (caller) => item('post', accountOf(caller)!, 'draft'),
    send: () => json({ commentsOpen: false }),
    ok: 200,
  },
  ...draftCases(async (caller) => ({
    kind: 'blog',
    item: (await item('post', accountOf(caller)!, 'draft'))['id']!,
  })),
};

let tables: string[];

/**
 * What a refused call must leave as it was: every table of the public schema
 * (its rows as text, hashed) and the files under the data folder. No table
 * is left out: sessions keep no last-seen time, the rate limits count in
 * memory (in Redis with REDIS_URL, not set here), analytics count page views
 * only (the pages are not served here, and no API call is counted), and
 * nothing else writes on a request that a guard refuses. The job queue's
 * own work (the background worker taking and deleting jobs) is brought to
 * rest by settle() before the first fingerprint rather than left out, since
 * a refused call that queued an e-mail is what this must catch.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const sums = await ctx.t.database.db.execute(
    sql.raw(
      tables
        .map(
          (table) =>
            `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${table}" t`,
        )
        .join(' union all '),
    ),
  );
  const files = await readdir(ctx.t.config.dataDir, { recursive: true });
  return {
    ...Object.fromEntries(rowsOf(sums).map((row) => [String(row['name']), String(row['sum'])])),
    files: files.sort().join('\n'),
  };
}

/** Runs the jobs earlier calls queued (e-mails), so none changes the database mid-comparison. */
const settle = () => ctx.t.app.jobs.drain();

async function make(call: string, spec: CallCase, caller: Caller, ids: Ids) {
  const [method, path] = call.split(' ') as [InjectOptions['method'], string];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`${call}: no ${name} for ${caller}`);
    return encodeURIComponent(value);
  });
  const sent = spec.send?.(ids) ?? {};
  return injectAs(accountOf(caller), {
    method,
    url,
    ...(sent.query ? { query: sent.query } : {}),
    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
    ...(sent.headers ? { headers: sent.headers } : {}),
  });
}

/**
 * Makes a call as each caller: the refused ones first, between two
 * fingerprints of the database (their items made before the first), then
 * each allowed one on an item of its own.
 */
async function check(call: string, rule: Rule, spec: CallCase, callers: readonly Caller[]) {
  const refused = callers.filter((caller) => !verdict(rule, caller).allowed);
  if (refused.length > 0) {
    const prepared: [Caller, Ids][] = [];
    for (const caller of refused) prepared.push([caller, (await spec.setup?.(caller)) ?? {}]);
    await settle();
    const before = await fingerprint();
    for (const [caller, ids] of prepared) {
      const response = await make(call, spec, caller, ids);
      const expected = verdict(rule, caller);
      const answer = { status: response.statusCode, message: response.json().message as unknown };
      // No session: 401, whatever the words (the catalogue's are its spec's own).
      expect(answer, `${call} as ${caller}: ${response.body}`).toEqual(
        'message' in expected
          ? { status: 403, message: expected.message }
          : { ...answer, status: 401 },
      );
    }
    expect(await fingerprint(), `${call}: a refused call changed what is stored`).toEqual(before);
  }
  for (const caller of callers.filter((caller) => verdict(rule, caller).allowed)) {
    const ids = (await spec.setup?.(caller)) ?? {};
    const response = await make(call, spec, caller, ids);
    expect(response.statusCode, `${call} as ${caller}: ${response.body}`).toBe(spec.ok);
    await spec.after?.(ids);
  }
}

beforeAll(async () => {
  people.user = await account('user', null, 'example.org');
  people.contributor = await account('contributor', 'contributor');
  people.author = await account('author', null);
  people.editor = await account('editor', 'editor');
  people.administrator = await account('administrator', 'administrator');
  people.owner = await account('owner', 'editor');
  roleTarget = await account('role-target', null, 'example.org');
  png = await sampleImage('png');

  await seedServices(ctx.t.database.db);
  const offered = (await ctx.t.app.inject({ url: '/api/services' })).json().services as {
    id: string;
  }[];
  serviceIds = [offered[0]!.id, offered[1]!.id];

  commented = await item('post', people.owner, 'published');
  const staffComment = await injectAs(people.owner, {
    method: 'POST',
    url: `/api/comments/blog/${commented['id']}`,
    payload: commentBody(),
  });
  expect(staffComment.statusCode, staffComment.body).toBe(201);
  approvedComment = staffComment.json().data.comment.id as string;

  // A send with nobody to send to is done at once.
  const key = randomUUID();
  const news = await injectAs(people.owner, {
    method: 'POST',
    url: '/api/newsletter/news',
    payload: { key, subject: 'Finished news', content: '<p>Done.</p>' },
  });
  expect(news.statusCode, news.body).toBe(200);
  const [send] = await ctx.t.database.db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(eq(newsletterSends.itemId, key));
  finishedSend = send!.id;

  tables = rowsOf(
    await ctx.t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row['table_name']));
});

describe('the permission matrix', () => {
  it('lists every write call of the API, and no other', async () => {
    const response = await ctx.t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const writes = operationsOf(response.json() as OpenApiDocument)
      .map(([name]) => name)
      .filter((name) => /^(POST|PUT|PATCH|DELETE) /.test(name))
      .sort();
    // A new call fails here until MATRIX says who may make it (and CASES how).
    // The pages' catch-all (served with a production build, left out here) is
    // not an API call: its route actions make these calls in-process.
    expect(writes, '+ a call MATRIX does not classify, - one the API no longer has').toEqual(
      Object.keys(MATRIX).sort(),
    );
  });

  it.each(Object.entries(MATRIX) as [Call, Rule][])('%s: %s', async (name, rule) => {
    await check(name, rule, CASES[name], CALLERS);
  });
});

describe('on the caller’s own post or case study', () => {
  it.each(Object.entries(OWN_MATRIX) as [OwnCall, Permission][])(
    '%s: %s',
    async (name, permission) => {
      await check(name, permission, OWN_CASES[name], ROLES);
    },
  );
});
