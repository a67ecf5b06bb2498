/**
 * A link of the header's or the footer's navigation: a path on this site
 * ("/about") or an https:// address (src/shared/settings.ts checks which).
 */
export interface SiteLink {
  label: string;
  href: string;
}

/** One of the footer's link columns. */
export interface FooterColumn {
  heading: string;
  links: SiteLink[];
}

/** The share image every page without its own shows (Open Graph, Twitter). */
export interface ShareImageSetting {
  src: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * The company facts every page shows (header, footer, legal pages, e-mails).
 * Defaults are neutral placeholders; a deployer overrides each from the
 * environment (see `.env.example`, parsed in src/server/config.ts) without
 * touching code, and administrators override the editable ones at
 * /dashboard/settings (the server's settings module: the database wins over
 * the environment once a value is set). Plain types only: this module is in
 * every page's bundle.
 */
export interface SiteSettings {
  companyName: string;
  /** Addresses in this domain (or a subdomain of it) belong to staff. */
  emailDomain: string;
  phone: string;
  email: string;
  description: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  social: { linkedin: string; twitter: string; facebook: string; youtube: string };
  /** Absolute origin used for canonical links, sitemaps and e-mail links. */
  baseUrl: string;
  /**
   * YouTube ids of the company's demo videos. Empty means "no recording yet":
   * the Watch Demo buttons then offer a live demo (the meeting dialog) instead.
   */
  demoVideos: Record<DemoVideoKey, string>;
  /** The header's main links, in order. */
  navigation: SiteLink[];
  /** The header's Services menu, in order. */
  servicesMenu: SiteLink[];
  /** The footer's link columns, in order. */
  footerColumns: FooterColumn[];
  /** The default share image; null: the logo on a blue background (public/og-image.png). */
  ogImage: ShareImageSetting | null;
}

export const DEMO_VIDEO_KEYS = [
  'overview',
  'crm',
  'powerapps',
  'powerpages',
  'powerautomate',
] as const;
export type DemoVideoKey = (typeof DEMO_VIDEO_KEYS)[number];

export type SocialNetwork = keyof SiteSettings['social'];

export const defaultSiteSettings: SiteSettings = {
  companyName: 'Example Consulting',
  emailDomain: 'example.com',
  phone: '+91 00000 00000',
  email: 'hello@example.com',
  description:
    'Microsoft Dynamics 365, Power Platform, Microsoft 365 and Azure consulting, implementation and training for small and medium organisations.',
  address: {
    street: '1 Example Street',
    city: 'Visakhapatnam',
    region: 'Andhra Pradesh',
    postalCode: '530001',
    country: 'India',
  },
  social: {
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
  },
  baseUrl: 'http://localhost:3000',
  demoVideos: { overview: '', crm: '', powerapps: '', powerpages: '', powerautomate: '' },
  navigation: [
    { href: '/', label: 'Home' },
    { href: '/features', label: 'Features' },
    { href: '/pricing', label: 'Pricing' },
    { href: '/support', label: 'Support' },
    { href: '/blog', label: 'Blog' },
    { href: '/about', label: 'About' },
    { href: '/contact', label: 'Contact' },
  ],
  servicesMenu: [
    { href: '/services', label: 'All Services' },
    { href: '/dynamics-365-implementation', label: 'Dynamics 365 Implementation' },
    { href: '/power-platform-development', label: 'Power Platform Development' },
    { href: '/consulting-services', label: 'Consulting Services' },
    { href: '/professional-training', label: 'Professional Training' },
  ],
  footerColumns: [
    {
      heading: 'Services',
      links: [
        { href: '/dynamics-365', label: 'Dynamics 365' },
        { href: '/power-platform', label: 'Power Platform' },
        { href: '/cloud-services', label: 'Cloud Services' },
        { href: '/consulting', label: 'Consulting' },
        { href: '/training', label: 'Training' },
      ],
    },
    {
      heading: 'Company',
      links: [
        { href: '/about', label: 'About Us' },
        { href: '/contact', label: 'Contact' },
        { href: '/blog', label: 'Blog' },
        { href: '/case-studies', label: 'Case Studies' },
      ],
    },
    {
      heading: 'Resources',
      links: [
        { href: '/support', label: 'Support' },
        { href: '/help', label: 'Help Center' },
        { href: '/docs', label: 'Documentation' },
      ],
    },
    {
      heading: 'Legal',
      links: [
        { href: '/privacy-policy', label: 'Privacy Policy' },
        { href: '/terms-and-conditions', label: 'Terms & Conditions' },
        { href: '/privacy/request', label: 'Your Data' },
      ],
    },
  ],
  ogImage: null,
};

/** Whether a link leaves the site (an https:// address) rather than naming one of its paths. */
export const isExternalLink = (href: string) => !href.startsWith('/');

export function formatAddress(address: SiteSettings['address']): string {
  return [address.street, address.city, `${address.region} ${address.postalCode}`, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** `tel:` links need the number without spaces, dashes or brackets. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
