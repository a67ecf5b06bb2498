import { Quote } from 'lucide-react';
import {
  companySizeName,
  type CaseStudy,
  type CaseStudyMetric,
  type CaseStudyTestimonial,
} from '../../../../shared/case-studies.ts';
import { caseStudyPageCopy } from '../content/page-copy.ts';

const copy = caseStudyPageCopy;

/** The client's facts as a definition list; facts left empty are left out. */
export function ClientFacts({ item }: { item: CaseStudy }) {
  const facts = [
    [copy.client, item.clientName],
    [copy.industry, item.industryName],
    [copy.size, companySizeName(item.clientSize)],
    [copy.duration, item.projectDuration],
    [copy.budget, item.projectBudget],
  ].filter(([, value]) => value);
  return (
    <section
      aria-label={copy.factsLabel}
      className="rounded-(--radius-card) bg-surface p-5 ring-1 ring-line sm:p-6"
    >
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Plain text as typed: each blank-line-separated block a paragraph. */
export function StoryText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="mt-4 text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
    </>
  );
}

export function StorySection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl sm:text-3xl">
        {title}
      </h2>
      <StoryText text={text} />
    </section>
  );
}

/** The metrics as large figures. */
export function MetricFigures({ metrics }: { metrics: readonly CaseStudyMetric[] }) {
  if (metrics.length === 0) return null;
  return (
    <section aria-labelledby="metrics-heading" className="mt-12">
      <h2 id="metrics-heading" className="text-2xl sm:text-3xl">
        {copy.metricsTitle}
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        {metrics.map((metric) => (
          <div
            key={`${metric.label}|${metric.value}`}
            className="flex flex-col-reverse rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card)"
          >
            <dt className="mt-1 text-muted">{metric.label}</dt>
            <dd className="text-4xl font-bold text-brand-700">{metric.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Testimonials({ items }: { items: readonly CaseStudyTestimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mt-12">
      <h2 id="testimonials-heading" className="text-2xl sm:text-3xl">
        {copy.testimonialsTitle}
      </h2>
      <div className="mt-6 space-y-6">
        {items.map((item) => (
          <figure
            key={`${item.author}|${item.quote.slice(0, 40)}`}
            className="rounded-(--radius-card) bg-brand-900 p-6 text-white sm:p-8"
          >
            <Quote aria-hidden="true" className="size-8 text-brand-300" />
            <blockquote className="mt-3 text-lg leading-relaxed sm:text-xl">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-4 text-brand-100">
              <span className="font-semibold text-white">{item.author}</span>
              {item.position ? `, ${item.position}` : null}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
