import type { SiteSettings } from '../../shared/site-settings.ts';
import { absoluteUrl } from './url.ts';

/** schema.org objects for JSON-LD. Each returns a plain object for `seo({ structuredData })`. */
type Json = Record<string, unknown>;

/** The company's logo (public/icon-512.png), square. */
const LOGO = { path: '/icon-512.png', size: 512 };

export function organization(site: SiteSettings): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: site.companyName,
    url: site.baseUrl,
    logo: absoluteUrl(site.baseUrl, LOGO.path),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: Object.values(site.social),
  };
}

/**
 * The company as the publisher of an Article or BlogPosting (and of the lists
 * of them). Google's article guidelines ask for the publisher's logo as an
 * ImageObject, with its size.
 */
export function publisher(site: Pick<SiteSettings, 'baseUrl' | 'companyName'>): Json {
  return {
    '@type': 'Organization',
    '@id': `${site.baseUrl}/#organization`,
    name: site.companyName,
    url: site.baseUrl,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(site.baseUrl, LOGO.path),
      width: LOGO.size,
      height: LOGO.size,
    },
  };
}

export function breadcrumbs(
  site: SiteSettings,
  trail: Array<{ name: string; path: string }>,
): Json {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(site.baseUrl, item.path),
    })),
  };
}

export function service(
  site: SiteSettings,
  input: { name: string; description: string; path: string; serviceType?: string },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType ?? input.name,
    url: absoluteUrl(site.baseUrl, input.path),
    provider: { '@id': `${site.baseUrl}/#organization` },
    areaServed: 'Worldwide',
  };
}

export function faqPage(items: Array<{ question: string; answer: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function educationalOrganization(
  site: SiteSettings,
  input: { path: string; courses: Array<{ name: string; description: string }> },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: `${site.companyName} Training`,
    url: absoluteUrl(site.baseUrl, input.path),
    parentOrganization: { '@id': `${site.baseUrl}/#organization` },
    hasCourse: input.courses.map((course) => ({
      '@type': 'Course',
      name: course.name,
      description: course.description,
      provider: { '@id': `${site.baseUrl}/#organization` },
    })),
  };
}
