import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASE_STUDY_MESSAGES, type CaseStudy } from '../shared/case-studies.ts';
import { SEED_CASE_STUDIES } from './db/seed/case-studies.ts';
import { seedBlogPosts } from './db/seed/seed-blog.ts';
import { seedCaseStudies } from './db/seed/seed-case-studies.ts';
import {
  attribute,
  canonicalHref,
  element,
  headTags,
  htmlTitle,
  jsonLd,
  metaContent,
  textOf,
  texts,
} from './test/html.ts';
import { blogAuthor } from './test/blog-author.ts';
import { usePagesApp } from './test/pages-app.ts';

/**
 * The case studies' reading pages as a crawler or a visitor without
 * JavaScript gets them: the list with its industry chips and search as
 * addresses, a case study's facts, story, figures, head tags and structured
 * data in the first HTML, the 404 screen and old addresses.
 */

const site = usePagesApp();
const published = SEED_CASE_STUDIES.filter((item) => item.status === 'published');
const draft = SEED_CASE_STUDIES.find((item) => item.status === 'draft')!;

beforeAll(async () => {
  const t = site.testApp;
  await blogAuthor(t); // the staff account the seed gives as author
  await seedBlogPosts(t.database.db, t.config.site.emailDomain);
  await seedCaseStudies(t.database.db, t.config.site.emailDomain);
});

const hrefs = (fragment: string) =>
  [...fragment.matchAll(/<a\b[^>]*>/g)].map((tag) => attribute(tag[0], 'href'));
const cardTitles = (fragment: string) => texts(fragment, 'h3');
const results = (page: string) => element(page, 'aria-labelledby="case-study-results"');

describe('/case-studies', () => {
  it('lists the published case studies with chips, counts and headline figures in the first HTML', async () => {
    expect(published.length).toBeGreaterThanOrEqual(3);
    const page = await site.html('/case-studies');
    expect(texts(page, 'h1')).toEqual(['Case Studies']);
    const titles = cardTitles(results(page));
    expect(titles.sort()).toEqual(published.map((item) => item.title).sort());
    expect(textOf(page)).not.toContain(draft.title);
    for (const item of published) {
      expect(textOf(results(page))).toContain(item.clientName);
      expect(textOf(results(page))).toContain(item.metrics[0]!.value);
    }
    const chips = element(page, 'aria-label="Industries"');
    expect(textOf(chips)).toContain(`All Industries${published.length}`);
    const industry = published[0]!.clientIndustry;
    expect(hrefs(chips)).toContain(`/case-studies?industry=${industry}`);
    expect(canonicalHref(page)).toBe(`${site.base}/case-studies`);
    expect(metaContent(page, 'name', 'description')).toBeTruthy();
    expect(jsonLd(page).map((item) => item['@type'])).toContain('CollectionPage');
  });

  it('an industry is an address of its own; a search is found and not indexed', async () => {
    const item = published[1]!;
    const byIndustry = await site.html(`/case-studies?industry=${item.clientIndustry}`);
    expect(cardTitles(results(byIndustry))).toEqual([item.title]);
    expect(canonicalHref(byIndustry)).toBe(
      `${site.base}/case-studies?industry=${item.clientIndustry}`,
    );
    const current = element(byIndustry, 'aria-label="Industries"').match(
      /<a[^>]*aria-current="page"[^>]*>[\s\S]*?<\/a>/g,
    );
    expect(current).toHaveLength(1);
    expect(attribute(current![0], 'href')).toBe(`/case-studies?industry=${item.clientIndustry}`);

    const search = await site.html(`/case-studies?search=${encodeURIComponent(item.clientName)}`);
    expect(cardTitles(results(search))).toContain(item.title);
    expect(metaContent(search, 'name', 'robots')).toContain('noindex');
    // The search form works without JavaScript: a GET form to the list keeping the industry.
    const form = search.match(/<form[^>]*role="search"[^>]*>/)![0];
    expect(attribute(form, 'method')).toBe('get');
    expect(attribute(form, 'action')).toBe('/case-studies');

    const nothing = await site.html('/case-studies?search=zzzxqy');
    expect(textOf(nothing)).toContain('No case studies match your filters.');
  });
});

describe('/case-studies/{slug}', () => {
  it('renders the story, facts, figures and every head tag and structured data', async () => {
    const seeded = published[0]!;
    const item = (
      await site.testApp.app.inject({ url: `/api/enhanced-blog/case-studies/${seeded.slug}` })
    ).json().caseStudy as CaseStudy;
    const page = await site.html(`/case-studies/${seeded.slug}`);
    const url = `${site.base}/case-studies/${seeded.slug}`;
    const image = `${site.base}/images/blog/stock/${seeded.featuredImage}-960.webp`;

    expect(texts(page, 'h1')).toEqual([seeded.title]);
    expect(htmlTitle(page)).toBe(`${seeded.metaTitle} | ${site.testApp.config.site.companyName}`);
    expect(metaContent(page, 'name', 'description')).toBe(seeded.metaDescription);
    expect(metaContent(page, 'name', 'keywords')).toBe(seeded.keywords.join(', '));
    expect(canonicalHref(page)).toBe(url);
    expect(metaContent(page, 'property', 'og:type')).toBe('article');
    expect(metaContent(page, 'property', 'og:image')).toBe(image);
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page, 'name', 'twitter:image')).toBe(image);
    // The featured image has no alt of its own: the case study's title names it.
    expect(metaContent(page, 'property', 'og:image:alt')).toBe(seeded.title);
    expect(metaContent(page, 'name', 'twitter:image:alt')).toBe(seeded.title);
    expect(metaContent(page, 'property', 'article:published_time')).toBe(item.publishedAt);
    const articleTags = headTags(page, 'meta')
      .filter((tag) => attribute(tag, 'property') === 'article:tag')
      .map((tag) => attribute(tag, 'content'));
    expect(articleTags).toEqual(seeded.tags);

    const data = jsonLd(page);
    const article = data.find((entry) => entry['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: seeded.title,
      image: [image],
      datePublished: item.publishedAt,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      about: { '@type': 'Organization', name: seeded.clientName },
      // Google's Article guidelines want the publisher's logo, as the blog's posts give it.
      publisher: {
        '@type': 'Organization',
        name: site.testApp.config.site.companyName,
        logo: { '@type': 'ImageObject', url: `${site.base}/icon-512.png`, width: 512, height: 512 },
      },
    });
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"Review"/);
    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ name: string; item: string }>;
    };
    expect(trail.itemListElement.map((entry) => entry.name)).toEqual([
      'Home',
      'Case Studies',
      seeded.title,
    ]);

    const facts = textOf(element(page, 'aria-label="Project facts"'));
    for (const fact of [seeded.clientName, seeded.projectDuration, seeded.projectBudget]) {
      expect(facts).toContain(fact);
    }
    const story = textOf(page);
    for (const part of [seeded.challenge, seeded.solution, seeded.results]) {
      expect(story).toContain(part.split('\n\n')[0]);
    }
    const figures = textOf(element(page, 'aria-labelledby="metrics-heading"'));
    for (const metric of seeded.metrics) expect(figures).toContain(metric.value);
    const quotes = textOf(element(page, 'aria-labelledby="testimonials-heading"'));
    expect(quotes).toContain(seeded.testimonials[0]!.author);
    expect(element(page, 'class="blog-prose"')).toMatch(/<h2>/);
    // Only the hero image loads first; the related cards below the fold wait.
    const first = page.match(/<img\b[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
    expect(first).toHaveLength(1);
    expect(attribute(first[0], 'src')).toBe(`/images/blog/stock/${seeded.featuredImage}-960.webp`);

    expect(texts(element(page, 'id="comments"'), 'h2')).toEqual(['Comments(0 comments)']);
    expect(hrefs(element(page, 'aria-labelledby="cta-heading"'))).toContain('/contact');
    const relatedPosts = cardTitles(element(page, 'aria-labelledby="related-posts"'));
    expect(relatedPosts.length).toBeGreaterThan(0);
  });

  it('ships no authoring code to the reading pages', async () => {
    for (const path of ['/case-studies', `/case-studies/${published[0]!.slug}`]) {
      const page = await site.html(path);
      const scripts = [...page.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((src) => /authoring|create-|edit-/.test(src!)),
        path,
      ).toEqual([]);
    }
  });

  it('an unknown or draft case study answers 404 with links back; an old address 301', async () => {
    for (const slug of ['no-such-case-study', draft.slug]) {
      const { status, html } = await site.get(`/case-studies/${slug}`);
      expect(status).toBe(404);
      expect(texts(html, 'h1')).toEqual([CASE_STUDY_MESSAGES.notFound]);
      expect(hrefs(html)).toContain('/case-studies');
      expect(metaContent(html, 'name', 'robots')).toContain('noindex');
    }
    const { db } = site.testApp.database;
    const item = published[2]!;
    await db.execute(
      sql`update case_studies set slug = ${`${item.slug}-renamed`} where slug = ${item.slug}`,
    );
    await db.execute(
      sql`insert into case_study_slug_history (slug, case_study_id) select ${item.slug}, id from case_studies where slug = ${`${item.slug}-renamed`}`,
    );
    const moved = await site.get(`/case-studies/${item.slug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers['location']).toBe(`/case-studies/${item.slug}-renamed`);
  });
});
