import { findGuide, type DocsGroup, type DocsGuide, type GuideBlock } from '../content/docs.ts';
import { Card } from '../../../components/ui/card.tsx';
import { GuideLink, GuideText } from './guide-text.tsx';

function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <GuideText text={block.text} />
        </p>
      );
    case 'steps':
      return (
        <ol className="space-y-3">
          {block.items.map((item, index) => (
            <li key={index} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              <span className="min-w-0">
                <GuideText text={item} />
              </span>
            </li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
          {block.items.map((item, index) => (
            <li key={index}>
              <GuideText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className="grid gap-3">
          {block.items.map((item) => (
            <div
              key={item.term}
              className="rounded-r-lg border-l-4 border-brand-600 bg-surface px-4 py-3"
            >
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd className="mt-1">
                <GuideText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** One guide: its h3, summary, body and the guides worth reading next. */
export function GuideArticle({
  guide,
  allGroups,
  onReveal,
}: {
  guide: DocsGuide;
  /** Every topic before filtering: a related guide is listed even when the search hides it. */
  allGroups: readonly DocsGroup[];
  onReveal: (id: string) => void;
}) {
  const related = (guide.related ?? []).flatMap((id) => findGuide(id, allGroups) ?? []);
  return (
    <article id={guide.id} aria-labelledby={`${guide.id}-title`}>
      <Card className="px-5 sm:p-8">
        <h3 id={`${guide.id}-title`} className="text-xl sm:text-2xl">
          {guide.title}
        </h3>
        <p className="mt-2 text-muted">{guide.summary}</p>
        <div className="mt-5 space-y-4 border-t border-line pt-5 leading-7 break-words text-ink">
          {guide.body.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </div>
        {related.length > 0 ? (
          <div className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm">
            <p className="font-semibold text-ink">Related guides</p>
            <ul className="mt-1 grid gap-1">
              {related.map((other) => (
                <li key={other.id}>
                  <GuideLink
                    id={other.id}
                    onReveal={onReveal}
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {other.title}
                  </GuideLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>
    </article>
  );
}
