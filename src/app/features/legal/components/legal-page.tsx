import { Mail, MapPin, Phone } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatAddress, telHref } from '../../../../shared/site-settings.ts';
import {
  CONTACT_SECTION,
  type LegalBlock,
  type LegalDocument,
  type RichText,
} from '../content/legal.ts';
import { useSite } from '../../../lib/site.ts';
import { PageHero } from '../../../components/sections/page-hero.tsx';

/** Replaces the `{company}` placeholder with the configured company name. */
function fill(text: string, company: string): string {
  return text.replaceAll('{company}', company);
}

function Rich({ text, company }: { text: RichText; company: string }): ReactNode {
  if (typeof text === 'string') return fill(text, company);
  return text.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{fill(part, company)}</Fragment>
    ) : (
      <Link
        key={index}
        to={part.to}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {part.text}
      </Link>
    ),
  );
}

function Block({ block, company }: { block: LegalBlock; company: string }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <Rich text={block.text} company={company} />
        </p>
      );
    case 'subheading':
      return <h3 className="pt-2 text-lg">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item, index) => (
            <li key={index}>
              <Rich text={item} company={company} />
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * The shared layout of the legal pages: the title and last-updated date, a
 * table of contents linking to each numbered section, the eight sections of
 * the document and section 9 with the company's contact details.
 */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  const site = useSite();
  const company = site.companyName;
  const toc = [...doc.sections, CONTACT_SECTION];

  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={doc.title}
        description={
          <>
            Last updated: <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
          </>
        }
      />
      <div className="container-page section grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav
          aria-labelledby="legal-toc-heading"
          className="self-start rounded-(--radius-card) border border-line bg-surface p-5 lg:sticky lg:top-28"
        >
          <h2 id="legal-toc-heading" className="text-base">
            Contents
          </h2>
          <ol className="mt-3 grid gap-1 text-sm">
            {toc.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-ink hover:bg-brand-50 hover:text-brand-700"
                >
                  <span className="w-5 shrink-0 text-right font-semibold text-brand-700">
                    {index + 1}.
                  </span>{' '}
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl min-w-0 space-y-12 leading-7 break-words text-ink">
          <div className="space-y-4 text-lg text-muted">
            {doc.intro.map((text, index) => (
              <p key={index}>
                <Rich text={text} company={company} />
              </p>
            ))}
          </div>

          {doc.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="space-y-4"
            >
              <h2 id={`${section.id}-title`} className="text-2xl">
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} company={company} />
              ))}
            </section>
          ))}

          <section
            id={CONTACT_SECTION.id}
            aria-labelledby={`${CONTACT_SECTION.id}-title`}
            className="space-y-4"
          >
            <h2 id={`${CONTACT_SECTION.id}-title`} className="text-2xl">
              {toc.length}. {CONTACT_SECTION.title}
            </h2>
            <p>{doc.contactIntro}</p>
            <address className="grid gap-3 rounded-(--radius-card) border border-line bg-surface p-6 not-italic">
              <span className="font-semibold">{company}</span>
              <span className="flex gap-3">
                <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">E-mail: </span>
                  <a
                    href={`mailto:${site.email}`}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {site.email}
                  </a>
                </span>
              </span>
              <span className="flex gap-3">
                <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">Phone: </span>
                  <a
                    href={telHref(site.phone)}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {site.phone}
                  </a>
                </span>
              </span>
              <span className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="sr-only">Postal address: </span>
                  {formatAddress(site.address)}
                </span>
              </span>
            </address>
          </section>
        </div>
      </div>
    </>
  );
}
