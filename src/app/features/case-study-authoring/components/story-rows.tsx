import { Plus, Trash2 } from 'lucide-react';
import {
  CASE_STUDY_LIMITS,
  type CaseStudyMetric,
  type CaseStudyTestimonial,
} from '../../../../shared/case-studies.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { emptyMetric, emptyTestimonial } from '../case-study-form-state.ts';
import { CASE_STUDY_AUTHORING_COPY as COPY } from '../content/case-study-authoring-copy.ts';

/*
 * Metrics and testimonials as rows the author adds and removes, up to the
 * limits; the list's one problem (from the shared schema) shows under it.
 */

const replaced = <T,>(rows: readonly T[], index: number, row: T) =>
  rows.map((current, i) => (i === index ? row : current));
const without = <T,>(rows: readonly T[], index: number) => rows.filter((_, i) => i !== index);

function ListProblem({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-danger-700">
      {error}
    </p>
  ) : null;
}

export function MetricRows({
  rows,
  error,
  onChange,
}: {
  rows: CaseStudyMetric[];
  error: string | undefined;
  onChange: (rows: CaseStudyMetric[]) => void;
}) {
  return (
    <div className="grid gap-4" aria-describedby={error ? 'metrics-error' : undefined}>
      <p className="text-sm text-muted">{COPY.hints.metrics}</p>
      {rows.map((row, index) => (
        <div
          key={index}
          className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
        >
          <TextField
            id={`metric-${index}-label`}
            label={COPY.metric.label(index + 1)}
            value={row.label}
            maxLength={CASE_STUDY_LIMITS.metricLabel}
            placeholder={COPY.metric.labelPlaceholder}
            onChange={(event) =>
              onChange(replaced(rows, index, { ...row, label: event.target.value }))
            }
          />
          <TextField
            id={`metric-${index}-value`}
            label={COPY.metric.value(index + 1)}
            value={row.value}
            maxLength={CASE_STUDY_LIMITS.metricValue}
            placeholder={COPY.metric.valuePlaceholder}
            onChange={(event) =>
              onChange(replaced(rows, index, { ...row, value: event.target.value }))
            }
          />
          <Button variant="ghost" onClick={() => onChange(without(rows, index))}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{COPY.metric.remove(index + 1)}</span>
          </Button>
        </div>
      ))}
      <ListProblem id="metrics-error" error={error} />
      {rows.length < CASE_STUDY_LIMITS.metrics ? (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => onChange([...rows, emptyMetric()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {COPY.metric.add}
        </Button>
      ) : null}
    </div>
  );
}

export function TestimonialRows({
  rows,
  error,
  onChange,
}: {
  rows: CaseStudyTestimonial[];
  error: string | undefined;
  onChange: (rows: CaseStudyTestimonial[]) => void;
}) {
  const edit = (index: number, row: CaseStudyTestimonial) => onChange(replaced(rows, index, row));
  return (
    <div className="grid gap-5" aria-describedby={error ? 'testimonials-error' : undefined}>
      {rows.map((row, index) => (
        <fieldset key={index} className="grid gap-3 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{`Testimonial ${index + 1}`}</legend>
          <TextAreaField
            id={`testimonial-${index}-quote`}
            label={COPY.testimonial.quote(index + 1)}
            rows={3}
            value={row.quote}
            maxLength={CASE_STUDY_LIMITS.quote}
            onChange={(event) => edit(index, { ...row, quote: event.target.value })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id={`testimonial-${index}-author`}
              label={COPY.testimonial.author(index + 1)}
              value={row.author}
              maxLength={CASE_STUDY_LIMITS.quoteAuthor}
              onChange={(event) => edit(index, { ...row, author: event.target.value })}
            />
            <TextField
              id={`testimonial-${index}-position`}
              label={COPY.testimonial.position(index + 1)}
              value={row.position}
              maxLength={CASE_STUDY_LIMITS.quotePosition}
              onChange={(event) => edit(index, { ...row, position: event.target.value })}
            />
          </div>
          <Button variant="ghost" className="w-fit" onClick={() => onChange(without(rows, index))}>
            <Trash2 aria-hidden="true" className="size-4" />
            {COPY.testimonial.remove(index + 1)}
          </Button>
        </fieldset>
      ))}
      <ListProblem id="testimonials-error" error={error} />
      {rows.length < CASE_STUDY_LIMITS.testimonials ? (
        <Button
          variant="outline"
          className="w-fit"
          onClick={() => onChange([...rows, emptyTestimonial()])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {COPY.testimonial.add}
        </Button>
      ) : null}
    </div>
  );
}
