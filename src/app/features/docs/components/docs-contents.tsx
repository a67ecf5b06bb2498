import { ChevronRight } from 'lucide-react';
import type { DocsGroup } from '../content/docs.ts';
import { Card } from '../../../components/ui/card.tsx';
import { GroupIcon } from './group-icon.tsx';

/** The table of contents: one card per topic, listing the guides the search left. */
export function DocsContents({ groups }: { groups: readonly DocsGroup[] }) {
  return (
    <nav aria-label="Table of contents" className="mt-10">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {groups.map(({ id, title, guides }) => (
          <li key={id}>
            <Card className="h-full">
              <div className="flex items-start gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <GroupIcon id={id} aria-hidden="true" className="size-5" />
                </span>
                <a
                  href={`#${id}`}
                  className="pt-1.5 font-semibold text-ink underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {title}
                </a>
              </div>
              <ul className="mt-4 grid gap-0.5 border-t border-line pt-3 text-sm">
                {guides.map((guide) => (
                  <li key={guide.id}>
                    <a
                      href={`#${guide.id}`}
                      className="-mx-2 flex gap-2 rounded-md px-2 py-1.5 text-ink hover:bg-brand-50 hover:text-brand-700"
                    >
                      <ChevronRight
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-brand-600"
                      />
                      <span>{guide.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  );
}
