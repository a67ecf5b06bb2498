import { describe, expect, it } from 'vitest';
import { decodeEntities, element, elements, inner, jsonLd, textOf, texts } from './test/html.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * Support (/support, /help), the legal pages, consulting, professional
 * training and training (/training, /live-training) as a crawler or a
 * visitor without JavaScript gets them. Behaviour and accessibility are in
 * e2e/support-legal-training.spec.ts; titles and canonicals of every public
 * page in pages.int.test.ts.
 */

const site = usePagesApp();

const pages = [
  { path: '/support', aliases: ['/help'], types: ['Organization', 'BreadcrumbList', 'FAQPage'] },
  { path: '/terms-and-conditions', aliases: [], types: ['Organization', 'BreadcrumbList'] },
  { path: '/privacy-policy', aliases: [], types: ['Organization', 'BreadcrumbList'] },
  {
    path: '/consulting-services',
    aliases: ['/consulting'],
    types: ['Organization', 'BreadcrumbList', 'Service'],
  },
  {
    path: '/professional-training',
    aliases: [],
    types: ['Organization', 'BreadcrumbList', 'EducationalOrganization'],
  },
  {
    path: '/training',
    aliases: ['/live-training'],
    types: ['Organization', 'BreadcrumbList', 'EducationalOrganization'],
  },
];

describe('server-rendered HTML', () => {
  for (const expected of pages) {
    const aliases = expected.aliases.length ? ` (also at ${expected.aliases.join(', ')})` : '';
    it(`${expected.path}${aliases}: one h1 and JSON-LD ${expected.types.join(', ')}`, async () => {
      let primaryH1: string | undefined;
      for (const path of [expected.path, ...expected.aliases]) {
        const page = await site.html(path);
        const h1s = texts(page, 'h1');
        expect(h1s, path).toHaveLength(1);
        // An alias serves the primary page.
        primaryH1 ??= h1s[0];
        expect(h1s[0], path).toBe(primaryH1);
        expect(
          jsonLd(page).map((item) => item['@type']),
          path,
        ).toEqual(expected.types);
      }
    });
  }

  it('the support FAQPage lists every question shown on the page', async () => {
    const page = await site.html('/support');
    const faq = jsonLd(page).find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(8);
    for (const question of faq.mainEntity) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
      expect(decodeEntities(page)).toContain(question.name);
    }
  });

  it('the training pages describe the programs they show as courses', async () => {
    const courses = async (path: string) => {
      const org = jsonLd(await site.html(path)).find(
        (item) => item['@type'] === 'EducationalOrganization',
      ) as { hasCourse: Array<{ '@type': string; name: string }> };
      expect(org.hasCourse.every((course) => course['@type'] === 'Course')).toBe(true);
      return org.hasCourse.map((course) => course.name);
    };
    const trainingCards = elements(await site.html('/training'), 'article').filter((card) =>
      card.includes('data-testid="training-program"'),
    );
    expect(trainingCards).toHaveLength(6);
    expect(await courses('/training')).toEqual(trainingCards.map((card) => texts(card, 'h3')[0]));

    const programs = elements(
      inner(
        elements(
          element(await site.html('/professional-training'), 'id="training-programs"'),
          'ul',
        )[0]!,
      ),
      'li',
    );
    expect(programs).toHaveLength(4);
    expect(await courses('/professional-training')).toEqual(
      programs.map((program) => texts(program, 'h3')[0]),
    );
  });

  it('the consulting Service points at the primary address', async () => {
    const service = jsonLd(await site.html('/consulting')).find(
      (item) => item['@type'] === 'Service',
    );
    expect(service?.['url']).toBe(`${site.base}/consulting-services`);
  });
});

describe('the support page', () => {
  it('lists four resources whose links lead to pages that exist', async () => {
    const resources = element(await site.html('/support'), 'id="resources"');
    const hrefs = [...resources.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) {
      expect(href).toMatch(/^\/[a-z]/);
      expect((await site.testApp.app.inject({ url: href })).statusCode, href).toBe(200);
    }
  });
});

describe('the consulting page', () => {
  it('shows four expertise cards, four areas, six steps, three testimonials and why to choose us', async () => {
    const page = await site.html('/consulting-services');
    expect(texts(element(page, 'id="expertise"'), 'h3')).toHaveLength(4);
    expect(texts(element(page, 'id="areas-of-expertise"'), 'h3')).toHaveLength(4);
    expect(elements(inner(elements(element(page, 'id="process"'), 'ol')[0]!), 'li')).toHaveLength(
      6,
    );
    expect(elements(element(page, 'id="testimonials"'), 'figure')).toHaveLength(3);
    expect(elements(element(page, 'id="why-choose"'), 'li').length).toBeGreaterThan(0);
  });
});

describe('the professional training page', () => {
  it('shows four delivery formats, three certification tracks with their exam codes and three testimonials', async () => {
    const page = await site.html('/professional-training');
    expect(texts(element(page, 'id="delivery-formats"'), 'h3')).toHaveLength(4);
    const certifications = element(page, 'id="certifications"');
    expect(texts(certifications, 'h3')).toHaveLength(3);
    // Every exam is listed by its code (MB-210, PL-400, MS-900 …).
    const exams = elements(certifications, 'li');
    expect(exams).toHaveLength(12);
    for (const exam of exams) expect(textOf(exam)).toMatch(/^[A-Z]{2}-\d{3}/);
    expect(elements(element(page, 'id="testimonials"'), 'figure')).toHaveLength(3);
  });
});

describe('the training page', () => {
  it('a card lists the first three modules and "+N more modules" for the rest', async () => {
    const cards = elements(await site.html('/training'), 'article').filter((card) =>
      card.includes('data-testid="training-program"'),
    );
    const card = (title: string) => {
      const found = cards.filter((candidate) => texts(candidate, 'h3')[0] === title);
      expect(found, title).toHaveLength(1);
      return found[0]!;
    };
    /** The items of the list under the card's "Modules" heading, and the text after it. */
    const modules = (title: string) => {
      const after = card(title).slice(card(title).search(/<h4\b[^>]*>Modules<\/h4>/));
      return { shown: texts(elements(after, 'ul')[0] ?? '', 'li'), text: textOf(after) };
    };

    // Six modules: three shown, three counted.
    const sales = modules('Dynamics 365 Sales Fundamentals');
    expect(sales.shown).toHaveLength(3);
    expect(sales.text).toContain('+3 more modules');
    // Three modules: all shown, no note.
    const powerBi = modules('Power BI for Business Decision Makers');
    expect(powerBi.shown).toHaveLength(3);
    expect(powerBi.text).not.toContain('more module');
  });

  it('shows three formats, a six-step journey, four certifications and why to choose us', async () => {
    const page = await site.html('/training');
    expect(texts(element(page, 'id="training-formats"'), 'h3')).toHaveLength(3);
    expect(
      elements(inner(elements(element(page, 'id="learning-journey"'), 'ol')[0]!), 'li'),
    ).toHaveLength(6);
    expect(texts(element(page, 'id="certifications"'), 'h3')).toHaveLength(4);
    expect(elements(element(page, 'id="why-choose"'), 'li').length).toBeGreaterThan(0);
  });
});
