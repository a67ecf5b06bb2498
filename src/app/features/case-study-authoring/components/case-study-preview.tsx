import { Building2 } from 'lucide-react';
import { CASE_STUDY_LIMITS, industryName } from '../../../../shared/case-studies.ts';
import { PreviewCard, type FeaturedChoice } from '../../authoring/public.ts';
import { filledMetrics, type CaseStudyFormValues } from '../case-study-form-state.ts';
import { CASE_STUDY_AUTHORING_COPY } from '../content/case-study-authoring-copy.ts';

const COPY = CASE_STUDY_AUTHORING_COPY.preview;

/** The spec's preview: the first 100 characters of the challenge, then an ellipsis. */
export function challengePreview(challenge: string): string {
  const text = challenge.replace(/\s+/g, ' ').trim();
  return text ? `${text.slice(0, CASE_STUDY_LIMITS.previewChars)}...` : '';
}

/** The case study as its card and page open, following every keystroke. */
export function CaseStudyPreview({
  values,
  choice,
}: {
  values: CaseStudyFormValues;
  choice: FeaturedChoice;
}) {
  const [headline] = filledMetrics(values.metrics);
  const challenge = challengePreview(values.challenge);
  return (
    <PreviewCard choice={choice}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
          <Building2 aria-hidden="true" className="size-4 text-brand-700" />
          {values.clientName || COPY.client}
        </span>
        {values.clientIndustry ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {industryName(values.clientIndustry)}
          </span>
        ) : null}
      </p>
      <p className="text-xl font-bold break-words text-ink">{values.title || COPY.title}</p>
      {challenge ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {COPY.challenge}
          </p>
          <p className="mt-1 text-sm break-words text-ink" data-testid="challenge-preview">
            {challenge}
          </p>
        </div>
      ) : null}
      {headline ? (
        <p>
          <span className="block text-2xl font-bold text-brand-700">{headline.value}</span>
          <span className="text-sm text-muted">{headline.label}</span>
        </p>
      ) : null}
    </PreviewCard>
  );
}
