import * as z from 'zod/mini';

/**
 * The company facts every page shows (header, footer, legal pages, e-mails).
 * Defaults are neutral placeholders; a deployer overrides each from the
 * environment (see `.env.example`) without touching code.
 */
export const siteSettingsSchema = z.object({
  companyName: z.string().check(z.minLength(1)),
  /** Addresses in this domain (or a subdomain of it) belong to staff. */
  emailDomain: z.string().check(z.minLength(3)),
  phone: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(3)),
  description: z.string().check(z.minLength(1)),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  social: z.object({
    linkedin: z.string(),
    twitter: z.string(),
    facebook: z.string(),
    youtube: z.string(),
  }),
  /** Absolute origin used for canonical links, sitemaps and e-mail links. */
  baseUrl: z.url(),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
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
