import { Search, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { faqResultsLabel, filterFaqs, type SupportFaq } from '../content/support.ts';
import { FaqAccordion } from '../../../components/sections/faq-accordion.tsx';

/**
 * The support FAQ with its search box: typing narrows the questions to those
 * whose question or answer contains the text; the count is announced, and
 * an empty result points to the contact page. One answer is open at a time.
 */
export function FaqSearch({ faqs }: { faqs: readonly SupportFaq[] }) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const inputId = useId();
  const results = filterFaqs(faqs, search);

  return (
    <div className="mx-auto max-w-3xl">
      <div role="search" aria-label="FAQ">
        <label htmlFor={inputId} className="block font-semibold text-ink">
          Search the FAQ
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              // The open answer's position changes with the results.
              setOpen(null);
            }}
            placeholder="For example: password or billing"
            autoComplete="off"
            className="min-h-12 w-full rounded-lg border border-slate-400 bg-white py-3 pr-4 pl-12 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600"
          />
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {faqResultsLabel(results.length, faqs.length, search)}
      </p>
      <div className="mt-4">
        {results.length > 0 ? (
          <FaqAccordion items={results} openIndex={open} onOpenChange={setOpen} />
        ) : (
          <div className="flex flex-col items-center rounded-(--radius-card) border border-line bg-white p-8 text-center">
            <SearchX aria-hidden="true" className="size-10 text-brand-300" />
            <p className="mt-3 font-semibold text-ink">
              No questions match “<span className="break-all">{search.trim()}</span>”.
            </p>
            <p className="mt-2 text-muted">
              Try other words, or{' '}
              <Link
                to="/contact"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                contact our support team
              </Link>{' '}
              and we will answer your question directly.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
