import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/docs.ts';
import { DocsContents } from '../components/docs-contents.tsx';
import { DocsSearch } from '../components/docs-search.tsx';
import { GuideGroup } from '../components/guide-group.tsx';
import { NoGuidesFound } from '../components/no-guides-found.tsx';
import { PopularGuides } from '../components/popular-guides.tsx';
import { useDocsFilter } from '../components/use-docs-filter.ts';
import { outlineOnDarkClasses } from '../../../components/partials/on-dark.ts';
import { ScrollToSectionLink } from '../../../components/partials/scroll-to-section.tsx';
import { CtaBand } from '../../../components/sections/cta-band.tsx';
import { PageHero } from '../../../components/sections/page-hero.tsx';
import { Section } from '../../../components/sections/section.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { docsPage, searchWords } from '../content/docs.ts';
import { loadDocsGuides } from '../content/docs-guides.server.ts';
import { pageMeta } from '../../../lib/seo.ts';

const CONTENTS_ID = 'contents';

/**
 * The guides, as loader data: the server renders the page from them (filtered
 * by ?q= without JavaScript) and the browser hydrates from the same data,
 * serialised into the page, so their text is in no JavaScript chunk.
 */
export function loader() {
  return loadDocsGuides();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: docsPage.title,
    description: docsPage.metaDescription,
    keywords: docsPage.keywords,
    canonical: '/docs',
    breadcrumbs: [{ name: 'Documentation', path: '/docs' }],
  });
}

export default function Docs({ loaderData }: Route.ComponentProps) {
  const { groups, popularGuideIds } = loaderData;
  const docs = useDocsFilter(groups);
  const filtered = searchWords(docs.query).length > 0;
  return (
    <>
      <PageHero
        eyebrow={docsPage.title}
        title={docsPage.heading}
        description={docsPage.description}
        actions={
          <>
            <ScrollToSectionLink targetId={CONTENTS_ID}>
              Browse the guides
              <ArrowDown aria-hidden="true" className="size-5" />
            </ScrollToSectionLink>
            <Link to="/support" className={outlineOnDarkClasses}>
              Get Support
            </Link>
          </>
        }
        aside={<PopularGuides ids={popularGuideIds} groups={groups} onReveal={docs.revealGuide} />}
      />

      <Section
        id={CONTENTS_ID}
        eyebrow="Guides"
        title="Find the right guide"
        description={`Search all ${docs.total} guides, or browse them by topic. Each takes a few minutes to read.`}
      >
        <DocsSearch
          query={docs.query}
          onQueryChange={docs.setQuery}
          inputRef={docs.inputRef}
          shown={docs.shown}
          total={docs.total}
        />
        {docs.shown > 0 ? (
          <DocsContents groups={docs.visible} />
        ) : (
          <NoGuidesFound query={docs.query} onClear={docs.clear} />
        )}
      </Section>

      {docs.visible.map((group, index) => (
        <GuideGroup
          key={group.id}
          group={group}
          allGroups={groups}
          total={groups.find((original) => original.id === group.id)?.guides.length ?? 0}
          filtered={filtered}
          tone={index % 2 === 0 ? 'muted' : 'white'}
          onReveal={docs.revealGuide}
        />
      ))}

      <CtaBand
        title="Can’t find what you need?"
        description="Our support consultants answer the questions these guides do not cover. E-mail requests receive a reply in under 4 hours."
        actions={
          <>
            <ButtonLink to="/support" variant="inverse" size="lg">
              Contact Support
            </ButtonLink>
            <Link to="/contact" className={outlineOnDarkClasses}>
              Visit the Contact Page
            </Link>
          </>
        }
      />
    </>
  );
}
