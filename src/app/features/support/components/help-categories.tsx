import { BarChart3, Clock, LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { noArticlesText, helpCategories, type HelpCategoryId } from '../content/support.ts';
import { Button } from '../../../components/ui/button.tsx';
import { IconFact } from '../../../components/ui/icon-fact.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useContactSupport } from './use-contact-support.ts';

const difficultyClasses = {
  Beginner: 'bg-success-50 text-success-700',
  Intermediate: 'bg-brand-50 text-brand-800',
  Advanced: 'bg-danger-50 text-danger-700',
} as const;

/**
 * The six help categories as WAI-ARIA tabs (the active category is the
 * selected tab). Getting Started and User Guide list their articles; the
 * others offer Contact Support until their articles are written.
 */
export function HelpCategories() {
  const [active, setActive] = useState<HelpCategoryId>('getting-started');
  const contactSupport = useContactSupport();

  return (
    <Tabs
      label="Help categories"
      value={active}
      onChange={setActive}
      items={helpCategories.map((category) => ({
        id: category.id,
        label: (
          <span className="inline-flex items-center gap-2">
            <category.icon aria-hidden="true" className="size-4" />
            {category.name}
          </span>
        ),
        content: (
          <div>
            <h3 className="text-2xl">{category.name}</h3>
            <p className="mt-2 text-muted">{category.description}</p>
            {category.articles.length > 0 ? (
              <ul className="mt-6 grid gap-4 md:grid-cols-2">
                {category.articles.map((article) => (
                  <li
                    key={article.title}
                    className="flex flex-col rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
                  >
                    <h4 className="text-lg font-semibold">{article.title}</h4>
                    <p className="mt-2 flex-1 text-sm text-muted">{article.description}</p>
                    <dl className="mt-4 flex flex-wrap items-center gap-3 text-sm">
                      <IconFact
                        icon={Clock}
                        label="Reading time"
                        className="text-muted"
                        iconClassName=""
                        valueClassName=""
                      >
                        {article.readTime}
                      </IconFact>
                      <IconFact
                        icon={BarChart3}
                        label="Difficulty"
                        iconClassName="text-muted"
                        valueClassName={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${difficultyClasses[article.difficulty]}`}
                      >
                        {article.difficulty}
                      </IconFact>
                    </dl>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-6 flex flex-col items-start gap-4 rounded-(--radius-card) border border-dashed border-brand-300 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex gap-3 text-brand-900">
                  <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {noArticlesText}
                </p>
                <Button onClick={contactSupport} className="shrink-0">
                  Contact Support
                </Button>
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}
