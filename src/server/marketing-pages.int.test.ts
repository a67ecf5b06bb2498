import { describe, expect, it } from 'vitest';
import {
  attribute,
  element,
  elements,
  htmlTitle,
  jsonLd,
  metaContent,
  textOf,
  texts,
} from './test/html.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * Home, About, Contact, the 404 page, the site's footer, Features, Pricing and
 * Services as a crawler or a visitor without JavaScript gets them: what the
 * server renders, structured data that matches what the page shows, and where
 * links lead. Behaviour and accessibility are in e2e/home-about-contact.spec.ts
 * and e2e/features-pricing-services.spec.ts; titles and canonicals of every
 * public page in pages.int.test.ts.
 */

const site = usePagesApp();

/** Every link of a fragment: its opening tag, href and accessible name (aria-label, else its text). */
function links(fragment: string): Array<{ tag: string; href: string; name: string }> {
  return [...fragment.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/g)].map(([, tag = '', content]) => ({
    tag,
    href: attribute(tag, 'href') ?? '',
    name: attribute(tag, 'aria-label') ?? textOf(content ?? ''),
  }));
}

/** The one link of a fragment with exactly this accessible name. */
function link(fragment: string, name: string) {
  const found = links(fragment).filter((candidate) => candidate.name === name);
  expect(found, `links named "${name}"`).toHaveLength(1);
  return found[0]!;
}

/** Fails unless a path of this site answers 200. */
async function expectExists(path: string) {
  expect((await site.get(path)).status, path).toBe(200);
}

/** The questions of an FAQ accordion (its buttons) with the answers they open. */
function faqShown(fragment: string): Array<{ question: string; answer: string }> {
  return [
    ...fragment.matchAll(/<button\b[^>]*aria-controls="([^"]+)"[^>]*>([\s\S]*?)<\/button>/g),
  ].map(([, answerId = '', question = '']) => ({
    question: textOf(question),
    answer: textOf(element(fragment, `id="${answerId}"`)),
  }));
}

/** The FAQPage data of a page as question and answer pairs. */
function faqData(page: string): Array<{ question: string; answer: string }> {
  const faq = jsonLd(page).find((item) => item['@type'] === 'FAQPage') as {
    mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
  };
  return faq.mainEntity.map((item) => ({ question: item.name, answer: item.acceptedAnswer.text }));
}

/** The Service items of a page's JSON-LD. */
function servicesData(page: string) {
  return jsonLd(page).filter((item) => item['@type'] === 'Service') as Array<{
    name: string;
    url: string;
    offers?: { priceSpecification: { minPrice: number; priceCurrency: string } };
  }>;
}

/** The tabs of a tab list and the panel the server fills in (the first tab's). */
function tabsShown(page: string) {
  const tabs = [...page.matchAll(/<button\b[^>]*role="tab"[^>]*>([\s\S]*?)<\/button>/g)];
  expect(page.match(/role="tabpanel"/g)).toHaveLength(tabs.length);
  return {
    tabs: tabs.map(([, label = '']) => textOf(label)),
    panel: element(page, 'role="tabpanel"'),
  };
}

describe('home page', () => {
  it('the counters show their final figures without JavaScript', async () => {
    const page = await site.html('/');
    // Each figure, and the one screen readers get beside it (always the final one).
    const stats = [
      ...page.matchAll(
        /data-testid="stat-value"[^>]*>([\s\S]*?)<\/p>\s*<p\b[^>]*>\s*<span\b[^>]*class="sr-only"[^>]*>([\s\S]*?)<\/span>/g,
      ),
    ].map(([, shown = '', final = '']) => ({ shown: textOf(shown), final: textOf(final) }));
    expect(stats).toHaveLength(4);
    for (const { shown, final } of stats) {
      expect(shown).toMatch(/^[1-9]\d*[+%]$/);
      expect(shown).toBe(final);
    }
  });

  it('hero, service and sign-up links lead to pages that exist', async () => {
    const main = element(await site.html('/'), 'id="main"');
    expect(link(main, 'Get Started').href).toBe('/contact');
    expect(links(main).filter(({ name }) => name.startsWith('Learn more about '))).toHaveLength(4);
    expect(link(main, 'Start Your Journey').href).toBe('/register');
    for (const { href } of links(main)) await expectExists(href);
  });

  it('every client logo is served as an image', async () => {
    const main = element(await site.html('/'), 'id="main"');
    const logos = [...main.matchAll(/<img\b[^>]*>/g)]
      .map(([tag]) => attribute(tag, 'src') ?? '')
      .filter((src) => src.startsWith('/clients/'));
    expect(logos).toHaveLength(4);
    for (const src of logos) {
      const logo = await site.get(src);
      expect(logo.status, src).toBe(200);
      expect(logo.headers['content-type'], src).toContain('image/');
    }
  });
});

describe('about page', () => {
  it('four values and five milestones; the team section is in the markup but hidden; Contact Us leads to the contact page', async () => {
    const main = element(await site.html('/about'), 'id="main"');
    expect(main).toMatch(/<section id="team"[^>]*hidden=""/);
    expect(elements(element(main, 'id="values"'), 'h3')).toHaveLength(4);
    expect(elements(elements(element(main, 'id="timeline"'), 'ol')[0]!, 'li')).toHaveLength(5);
    const contact = links(main).filter((candidate) => candidate.name === 'Contact Us');
    expect(contact.length).toBeGreaterThan(0);
    for (const { href } of contact) expect(href).toBe('/contact');
  });
});

describe('contact page', () => {
  it('the FAQPage data matches the FAQ shown, and the message form is in place', async () => {
    const page = await site.html('/contact');
    const shown = faqShown(element(page, 'id="faq"'));
    expect(shown.length).toBeGreaterThan(0);
    expect(faqData(page)).toEqual(shown);
    expect(page).toContain('id="contact-form"');
  });

  it('phone and e-mail are links, the map link searches for the address, and About is linked', async () => {
    const main = element(await site.html('/contact'), 'id="main"');
    const all = links(main);
    expect(all.some(({ href }) => /^tel:\+?\d+$/.test(href))).toBe(true);
    const email = all.find(({ href }) => href.startsWith('mailto:'));
    expect(email?.href).toBe(`mailto:${email?.name}`);

    const address = textOf(elements(main, 'address')[0] ?? '');
    expect(address.length).toBeGreaterThan(5);
    const map = all.find(({ name }) => name.startsWith('Open in OpenStreetMap'));
    expect(map?.href).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
    );
    expect(attribute(map?.tag, 'target')).toBe('_blank');
    expect(link(main, 'Learn more about us').href).toBe('/about');
  });
});

describe('404 page', () => {
  it('answers 404, noindex, and offers the main sections', async () => {
    const { status, html } = await site.get('/no-such-page-h1');
    expect(status).toBe(404);
    expect(metaContent(html, 'name', 'robots')).toContain('noindex');
    const helpful = links(element(html, 'aria-label="Helpful links"'));
    expect(helpful.map(({ href }) => href)).toEqual([
      '/',
      '/services',
      '/pricing',
      '/contact',
      '/support',
    ]);
    for (const { href } of helpful) await expectExists(href);
  });

  it('suggests pages taken from the address', async () => {
    const { status, html } = await site.get('/pricing-plans');
    expect(status).toBe(404);
    expect(htmlTitle(html)).toMatch(/^Page not found/);
    expect(html).toContain('Were you looking for one of these?');
    expect(html).toContain('href="/pricing"');
  });

  it('the search works without JavaScript: ?q= renders the matches on the server', async () => {
    const { status, html } = await site.get('/no-such-page-h1?q=azure');
    expect(status).toBe(404);
    const matches = links(element(html, 'aria-label="Matching pages"'));
    expect(matches.map(({ href }) => href)).toContain('/cloud-services');
  });
});

describe('site footer', () => {
  it('shows the current year', async () => {
    const footer = textOf(elements(await site.html('/'), 'footer')[0] ?? '');
    expect(footer).toContain(`© ${new Date().getFullYear()} `);
  });
});

describe('features, pricing and services', () => {
  it('features: one Service per product tab, and the first tab rendered before any script runs', async () => {
    const page = await site.html('/features');
    expect(jsonLd(page).map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'BreadcrumbList', 'Service']),
    );
    const services = servicesData(page);
    const { tabs, panel } = tabsShown(page);
    expect(tabs).toHaveLength(5);
    expect(services).toHaveLength(tabs.length);
    expect(texts(panel, 'h3')).toEqual([services[0]!.name]);
  });

  it('pricing: an offer catalogue of the three plans and FAQ data matching the FAQ shown', async () => {
    const page = await site.html('/pricing');
    const data = jsonLd(page);
    expect(data.map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'BreadcrumbList', 'Service', 'FAQPage']),
    );
    const catalog = data.find((item) => item['@type'] === 'Service')?.['hasOfferCatalog'] as {
      '@type': string;
      itemListElement: unknown[];
    };
    expect(catalog['@type']).toBe('OfferCatalog');
    expect(catalog.itemListElement).toHaveLength(3);
    const shown = faqShown(element(page, 'id="faq"'));
    expect(shown.length).toBeGreaterThan(0);
    expect(faqData(page)).toEqual(shown);
  });

  it('services: one Service per tab, its starting price as shown, and a landing page that exists', async () => {
    const page = await site.html('/services');
    expect(jsonLd(page).map((item) => item['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'BreadcrumbList', 'Service']),
    );
    const services = servicesData(page);
    const { tabs, panel } = tabsShown(page);
    expect(tabs).toHaveLength(4);
    expect(services).toHaveLength(tabs.length);
    // The first tab's panel shows what its Service says.
    const first = services[0]!;
    expect(texts(panel, 'h3')).toEqual([first.name]);
    expect(first.offers?.priceSpecification.priceCurrency).toBe('USD');
    expect(textOf(panel)).toContain(
      `From $${first.offers?.priceSpecification.minPrice.toLocaleString('en-US')}`,
    );
    expect(links(panel).map(({ href }) => href)).toContain(new URL(first.url).pathname);
    for (const service of services) {
      expect(service.url.startsWith(`${site.base}/`), service.url).toBe(true);
      expect(service.offers?.priceSpecification.minPrice, service.name).toBeGreaterThan(0);
      await expectExists(new URL(service.url).pathname);
    }
  });
});
