/**
 * Routes the header, footer and spec name whose pages are built by later
 * work. Until then each shows its heading, a one-line purpose and the way to
 * reach the team; no invented content.
 */
export interface StubPage {
  path: string;
  title: string;
  summary: string;
  /** Offer the newsletter (inline and as the floating popup), as the spec does on the blog. */
  newsletter?: boolean;
}

export const stubPages: StubPage[] = [
  {
    path: '/blog',
    title: 'Blog',
    summary:
      'Articles, guides and news on Microsoft Dynamics 365, the Power Platform, Microsoft 365 and Azure for growing organisations.',
    newsletter: true,
  },
];

export function findStubPage(pathname: string): StubPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return stubPages.find((page) => page.path === path);
}
