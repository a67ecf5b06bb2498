/**
 * What `npm run loadtest` asks for: the routes of a visitor's day on the
 * site, each with its share of the connections (mostly page reads; a few
 * form posts), and the requests each connection repeats. Every route runs
 * as an autocannon instance of its own, so each has its own latencies.
 *
 * Posts carry valid bodies with addresses no one else uses
 * (loadtest+<run>-<n>@example.org): the answer is 2xx, or it is a finding.
 */

/** One request as autocannon takes it in `requests`. */
export interface CannonRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest) => CannonRequest;
  onResponse?: (status: number, body: string) => void;
}

/** What the answers of a route's 2xx posts acknowledged (their stored ids). */
export type Acknowledged = 'contact' | 'comment';

export interface Route {
  name: string;
  /** Share of the connections, out of the weights' sum. */
  weight: number;
  requests: CannonRequest[];
  /** The posts' answers name an id the database must hold afterwards. */
  acknowledges?: Acknowledged;
}

/** The site's content the mix reads: published posts and their categories. */
export interface Content {
  slugs: string[];
  categories: string[];
}

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36 loadtest',
  'accept-language': 'en-GB,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const PAGE_HEADERS = {
  ...BROWSER,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
const JSON_HEADERS = { ...BROWSER, accept: 'application/json' };
const POST_HEADERS = { ...JSON_HEADERS, 'content-type': 'application/json' };

const LANDING_PAGES = [
  '/dynamics-365-implementation',
  '/power-platform-development',
  '/power-automate',
  '/power-apps-canvas-app',
  '/sales',
  '/microsoft-365',
];
const OTHER_PAGES = ['/services', '/about', '/contact', '/case-studies', '/features'];

/** GET answers a list API reads as JSON. */
interface BlogListAnswer {
  blogs?: Array<{ slug: string; category: string; commentsOpen?: boolean }>;
  pagination?: { pages: number };
}

/** Every published post (the list API, page by page) and the categories they use. */
export async function discover(base: string): Promise<Content> {
  const posts: NonNullable<BlogListAnswer['blogs']> = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const response = await fetch(`${base}/api/enhanced-blog?page=${page}&limit=50`);
    if (!response.ok) throw new Error(`GET /api/enhanced-blog answered ${response.status}`);
    const answer = (await response.json()) as BlogListAnswer;
    posts.push(...(answer.blogs ?? []));
    pages = answer.pagination?.pages ?? 1;
  }
  const open = posts.filter((post) => post.commentsOpen !== false);
  if (open.length === 0) throw new Error('no published post open to comments: is the site seeded?');
  return {
    slugs: posts.map((post) => post.slug),
    categories: [...new Set(posts.map((post) => post.category))],
  };
}

const get = (paths: string[], headers: Record<string, string>): CannonRequest[] =>
  paths.map((path) => ({ method: 'GET', path, headers }));

/** The sequence number in every address and text the run makes up. */
let sequence = 0;

/**
 * The mix. `run` makes this run's addresses its own (a later run against the
 * same server repeats none); `acknowledge` receives each 2xx post's answer.
 */
export function mix(
  content: Content,
  run: string,
  acknowledge: (kind: Acknowledged, body: string) => void,
): Route[] {
  const email = (what: string) => `loadtest+${run}-${what}-${++sequence}@example.org`;
  const sources = ['contact_page', 'pricing', 'support'] as const;
  const interests = [
    'general_inquiry',
    'dynamics_365_implementation',
    'power_platform_development',
  ];
  const contact: CannonRequest = {
    method: 'POST',
    path: '/api/contact/submit',
    headers: POST_HEADERS,
    setupRequest: (request) => {
      const n = sequence + 1;
      return {
        ...request,
        body: JSON.stringify({
          firstName: 'Load',
          lastName: `Tester ${n}`,
          email: email('contact'),
          company: 'Example Ltd',
          phone: '+44 20 7946 0958',
          serviceInterest: interests[n % interests.length],
          source: sources[n % sources.length],
          message: `Load test message ${n}: we would like to talk about a Dynamics 365 project for our sales team.`,
        }),
      };
    },
    onResponse: (status, body) => {
      if (status >= 200 && status < 300) acknowledge('contact', body);
    },
  };
  const comments: CannonRequest[] = content.slugs.map((slug) => ({
    method: 'POST',
    path: `/api/comments/blog/${encodeURIComponent(slug)}`,
    headers: POST_HEADERS,
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        content: `Load test comment ${sequence + 1}: a reader's thoughts on this article. Useful detail.`,
        authorName: `Reader ${sequence + 1}`,
        authorEmail: email('comment'),
      }),
    }),
    onResponse: (status, body) => {
      if (status >= 200 && status < 300) acknowledge('comment', body);
    },
  }));
  const newsletterStatus: CannonRequest = {
    method: 'GET',
    path: '/api/newsletter/status/:email',
    headers: JSON_HEADERS,
    setupRequest: (request) => ({
      ...request,
      path: `/api/newsletter/status/${encodeURIComponent(email('status'))}`,
    }),
  };

  return [
    { name: 'GET /', weight: 28, requests: get(['/'], PAGE_HEADERS) },
    { name: 'GET /pricing', weight: 14, requests: get(['/pricing'], PAGE_HEADERS) },
    {
      name: `GET landing pages (${LANDING_PAGES.length})`,
      weight: 22,
      requests: get(LANDING_PAGES, PAGE_HEADERS),
    },
    {
      name: `GET other pages (${OTHER_PAGES.length})`,
      weight: 14,
      requests: get(OTHER_PAGES, PAGE_HEADERS),
    },
    { name: 'GET /blog', weight: 18, requests: get(['/blog'], PAGE_HEADERS) },
    {
      name: `GET /blog?category= (${content.categories.length})`,
      weight: 14,
      requests: get(
        content.categories.map((category) => `/blog?category=${encodeURIComponent(category)}`),
        PAGE_HEADERS,
      ),
    },
    {
      name: `GET /blog/<slug> (${content.slugs.length})`,
      weight: 42,
      requests: get(
        content.slugs.map((slug) => `/blog/${encodeURIComponent(slug)}`),
        PAGE_HEADERS,
      ),
    },
    {
      name: 'GET /api/enhanced-blog?page=1',
      weight: 20,
      requests: get(['/api/enhanced-blog?page=1'], JSON_HEADERS),
    },
    {
      name: 'GET /api/newsletter/status/:email',
      weight: 12,
      requests: [newsletterStatus],
    },
    {
      name: 'POST /api/contact/submit',
      weight: 8,
      requests: [contact],
      acknowledges: 'contact',
    },
    {
      name: 'POST /api/comments/blog/<slug>',
      weight: 8,
      requests: comments,
      acknowledges: 'comment',
    },
  ];
}

/**
 * Splits `total` connections by weight (largest remainders), at least one
 * each, so the routes' connections add up to `total` exactly.
 */
export function allocate(total: number, weights: number[]): number[] {
  if (total < weights.length) {
    throw new Error(`at least ${weights.length} connections are needed (one per route)`);
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const shares = exact.map((value) => Math.floor(value));
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    shares[index]! += 1;
  }
  // A route with no connection is not measured: it takes one from the largest.
  for (let i = 0; i < shares.length; i++) {
    if (shares[i]! > 0) continue;
    const largest = shares.indexOf(Math.max(...shares));
    shares[largest]! -= 1;
    shares[i] = 1;
  }
  return shares;
}

/** Every GET path of the mix once (the warm-up renders each page before the clock starts). */
export function warmUpPaths(routes: Route[]): string[] {
  return routes.flatMap((route) =>
    route.requests.filter((r) => r.method === 'GET' && !r.setupRequest).map((r) => r.path),
  );
}
