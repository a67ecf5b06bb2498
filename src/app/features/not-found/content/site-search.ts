/**
 * The site's public pages as the 404 page's search knows them: a title and
 * the words a visitor might type for each. Pure data and functions, so the
 * search runs the same on the server and in the browser.
 */
export interface SearchablePage {
  path: string;
  title: string;
  keywords: string[];
}

export const searchablePages: SearchablePage[] = [
  { path: '/', title: 'Home', keywords: ['start', 'main', 'overview', 'welcome'] },
  {
    path: '/services',
    title: 'Services',
    keywords: ['what we do', 'offerings', 'solutions', 'implementation', 'consulting', 'training'],
  },
  {
    path: '/dynamics-365-implementation',
    title: 'Dynamics 365 Implementation',
    keywords: ['d365', 'crm', 'erp', 'sales', 'customer service', 'field service', 'finance'],
  },
  {
    path: '/power-platform-development',
    title: 'Power Platform Development',
    keywords: ['power apps', 'power bi', 'power automate', 'power virtual agents', 'low code'],
  },
  {
    path: '/power-automate',
    title: 'Power Automate',
    keywords: ['workflow', 'automation', 'flows', 'rpa', 'approvals'],
  },
  {
    path: '/power-apps-canvas-app',
    title: 'Power Apps Canvas Apps',
    keywords: ['power apps', 'canvas', 'mobile app', 'custom app', 'low code'],
  },
  {
    path: '/sales',
    title: 'Sales CRM',
    keywords: ['dynamics 365 sales', 'crm', 'pipeline', 'leads', 'opportunities'],
  },
  {
    path: '/microsoft-365',
    title: 'Microsoft 365',
    keywords: ['office 365', 'teams', 'sharepoint', 'exchange', 'outlook', 'm365'],
  },
  {
    path: '/data-migration-integration',
    title: 'Data Migration & Integration',
    keywords: ['data', 'migration', 'integration', 'import', 'api', 'etl'],
  },
  {
    path: '/cloud-services',
    title: 'Cloud Services',
    keywords: ['azure', 'cloud', 'migration', 'hosting', 'infrastructure'],
  },
  {
    path: '/consulting-services',
    title: 'Consulting Services',
    keywords: ['consulting', 'advice', 'strategy', 'architecture', 'licensing', 'consultation'],
  },
  {
    path: '/professional-training',
    title: 'Professional Training',
    keywords: ['training', 'certification', 'exam', 'courses', 'learning'],
  },
  {
    path: '/training',
    title: 'Training Programs',
    keywords: ['live training', 'online', 'self-paced', 'on-site', 'courses', 'workshops'],
  },
  {
    path: '/features',
    title: 'Features',
    keywords: ['capabilities', 'crm', 'erp', 'power pages', 'integrations', 'demo'],
  },
  {
    path: '/pricing',
    title: 'Pricing',
    keywords: ['plans', 'prices', 'cost', 'quote', 'monthly', 'yearly', 'billing'],
  },
  {
    path: '/about',
    title: 'About Us',
    keywords: ['company', 'team', 'story', 'mission', 'values', 'who we are'],
  },
  {
    path: '/contact',
    title: 'Contact Us',
    keywords: ['contact', 'phone', 'email', 'address', 'office', 'message', 'meeting', 'call'],
  },
  {
    path: '/support',
    title: 'Support & Help Center',
    keywords: ['help', 'faq', 'questions', 'troubleshooting', 'guides', 'documentation'],
  },
  {
    path: '/docs',
    title: 'Documentation',
    keywords: [
      'docs',
      'guides',
      'how to',
      'manual',
      'reference',
      'mfa',
      'security roles',
      'ticket',
    ],
  },
  {
    path: '/blog',
    title: 'Blog',
    keywords: ['articles', 'news', 'insights', 'posts'],
  },
  {
    path: '/case-studies',
    title: 'Case Studies',
    keywords: ['case studies', 'clients', 'projects', 'results', 'success stories', 'references'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    keywords: ['privacy', 'data protection', 'personal data', 'cookies', 'gdpr'],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    keywords: ['terms', 'conditions', 'legal', 'terms of use', 'liability'],
  },
];

/** Lower-case words of a text, ignoring punctuation and separators. */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function score(page: SearchablePage, terms: string[], mode: 'all' | 'any'): number {
  const title = page.title.toLowerCase();
  const keywords = page.keywords.join(' ').toLowerCase();
  let total = 0;
  let matched = 0;
  for (const term of terms) {
    let points = 0;
    if (title.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(term))) points = 3;
    else if (title.includes(term)) points = 2;
    else if (keywords.includes(term)) points = 1;
    if (points) matched += 1;
    else if (mode === 'all') return 0;
    total += points;
  }
  return matched ? total : 0;
}

function rank(pages: SearchablePage[], terms: string[], mode: 'all' | 'any', limit: number) {
  if (terms.length === 0) return [];
  return pages
    .map((page, index) => ({ page, index, points: score(page, terms, mode) }))
    .filter((entry) => entry.points > 0)
    .sort((a, b) => b.points - a.points || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.page);
}

/**
 * Pages whose title or keywords contain every word of the query (as typed:
 * "pow aut" finds Power Automate), best matches first: a title word that
 * starts with the term counts most, then the title, then the keywords.
 */
export function searchPages(
  query: string,
  pages: SearchablePage[] = searchablePages,
  limit = 6,
): SearchablePage[] {
  return rank(pages, searchTerms(query), 'all', limit);
}

/** Words common in addresses that say nothing about the page meant. */
const ADDRESS_NOISE = new Set([
  'page',
  'pages',
  'the',
  'and',
  'www',
  'html',
  'htm',
  'php',
  'index',
]);

/** Words in a missing address ("/power-automation-guide") that may name the page meant. */
export function suggestionsForPath(
  pathname: string,
  pages: SearchablePage[] = searchablePages,
  limit = 3,
): SearchablePage[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the raw text.
  }
  const terms = searchTerms(decoded).filter((term) => term.length >= 3 && !ADDRESS_NOISE.has(term));
  return rank(pages, terms, 'any', limit);
}
