import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/docs.ts';
import { DocsContents } from '../components/pages/docs/docs-contents.tsx';
import { DocsSearch } from '../components/pages/docs/docs-search.tsx';
import { GuideGroup } from '../components/pages/docs/guide-group.tsx';
import { NoGuidesFound } from '../components/pages/docs/no-guides-found.tsx';
import { PopularGuides } from '../components/pages/docs/popular-guides.tsx';
import { useDocsFilter } from '../components/pages/docs/use-docs-filter.ts';
import { outlineOnDarkClasses } from '../components/pages/training/on-dark.ts';
import { ScrollToSectionLink } from '../components/pages/training/scroll-to-section.tsx';
import { CtaBand } from '../components/sections/cta-band.tsx';
import { PageHero } from '../components/sections/page-hero.tsx';
import { Section } from '../components/sections/section.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { docsGroups, docsPage, searchWords } from '../content/docs.ts';
import { pageMeta } from '../lib/seo.ts';

const CONTENTS_ID = 'contents';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: docsPage.title,
    description: docsPage.metaDescription,
    keywords: docsPage.keywords,
    canonical: '/docs',
    breadcrumbs: [{ name: 'Documentation', path: '/docs' }],
  });
}

export default function Docs() {
  const docs = useDocsFilter(docsGroups);
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
        aside={<PopularGuides onReveal={docs.revealGuide} />}
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
          total={docsGroups.find((original) => original.id === group.id)?.guides.length ?? 0}
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
