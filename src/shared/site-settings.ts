/**
 * The company facts every page shows (header, footer, legal pages, e-mails).
 * Defaults are neutral placeholders; a deployer overrides each from the
 * environment (see `.env.example`, parsed in src/server/config.ts) without
 * touching code. Plain types only: this module is in every page's bundle.
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
};

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
