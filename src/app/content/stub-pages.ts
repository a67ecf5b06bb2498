/**
 * Routes the header, footer and spec name whose pages are built by later
 * work. Until then each shows its heading, a one-line purpose and the way to
 * reach the team; no invented content.
 */
export interface StubPage {
  path: string;
  title: string;
  summary: string;
  /** Another path whose page this one is (canonical points there). */
  canonical?: string;
}

export const stubPages: StubPage[] = [
  {
    path: '/services',
    title: 'Services',
    summary: 'Dynamics 365, Power Platform, consulting and training services.',
  },
  {
    path: '/dynamics-365-implementation',
    title: 'Dynamics 365 Implementation',
    summary: 'Implementation of Microsoft Dynamics 365 for your organisation.',
  },
  {
    path: '/dynamics-365',
    title: 'Dynamics 365 Implementation',
    summary: 'Implementation of Microsoft Dynamics 365 for your organisation.',
    canonical: '/dynamics-365-implementation',
  },
  {
    path: '/power-platform-development',
    title: 'Power Platform Development',
    summary: 'Power Apps, Power BI, Power Automate and Power Virtual Agents solutions.',
  },
  {
    path: '/power-platform',
    title: 'Power Platform Development',
    summary: 'Power Apps, Power BI, Power Automate and Power Virtual Agents solutions.',
    canonical: '/power-platform-development',
  },
  {
    path: '/consulting-services',
    title: 'Consulting Services',
    summary: 'Expert guidance for your Microsoft business applications.',
  },
  {
    path: '/consulting',
    title: 'Consulting Services',
    summary: 'Expert guidance for your Microsoft business applications.',
    canonical: '/consulting-services',
  },
  {
    path: '/professional-training',
    title: 'Professional Training',
    summary: 'Training programs and certification preparation.',
  },
  {
    path: '/training',
    title: 'Training',
    summary: 'Live virtual, self-paced and on-site training programs.',
  },
  {
    path: '/live-training',
    title: 'Training',
    summary: 'Live virtual, self-paced and on-site training programs.',
    canonical: '/training',
  },
  {
    path: '/power-automate',
    title: 'Power Automate',
    summary: 'Workflow automation with Microsoft Power Automate.',
  },
  {
    path: '/power-apps-canvas-app',
    title: 'Power Apps Canvas Apps',
    summary: 'Custom canvas apps built with Microsoft Power Apps.',
  },
  { path: '/sales', title: 'Sales CRM', summary: 'Dynamics 365 Sales for your sales team.' },
  {
    path: '/microsoft-365',
    title: 'Microsoft 365',
    summary: 'Microsoft 365 deployment, adoption and support.',
  },
  {
    path: '/data-migration-integration',
    title: 'Data Migration & Integration',
    summary: 'Moving and connecting your business data.',
  },
  {
    path: '/cloud-services',
    title: 'Cloud Services',
    summary: 'Microsoft Azure migration and management.',
  },
  {
    path: '/features',
    title: 'Features',
    summary: 'What our Microsoft solutions can do for your business.',
  },
  { path: '/pricing', title: 'Pricing', summary: 'Plans for organisations of every size.' },
  { path: '/about', title: 'About Us', summary: 'Who we are and how we work.' },
  { path: '/contact', title: 'Contact Us', summary: 'Talk to our team about your project.' },
  {
    path: '/support',
    title: 'Support',
    summary: 'Help articles, answers and ways to reach our support team.',
  },
  {
    path: '/help',
    title: 'Support',
    summary: 'Help articles, answers and ways to reach our support team.',
    canonical: '/support',
  },
  { path: '/docs', title: 'Documentation', summary: 'Guides and reference material.' },
  { path: '/blog', title: 'Blog', summary: 'Articles on Dynamics 365 and the Power Platform.' },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    summary: 'How we collect, use and protect your information.',
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    summary: 'The terms of using this website.',
  },
  { path: '/login', title: 'Login', summary: 'Sign in to your account.' },
  { path: '/register', title: 'Create your account', summary: 'Register for an account.' },
];

export function findStubPage(pathname: string): StubPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return stubPages.find((page) => page.path === path);
}
