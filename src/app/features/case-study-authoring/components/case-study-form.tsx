import {
  CASE_STUDY_INDUSTRIES,
  CASE_STUDY_LIMITS,
  COMPANY_SIZES,
  industryName,
  type CaseStudyEditable,
} from '../../../../shared/case-studies.ts';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import {
  AuthoringFrame,
  type AuthoringMode,
  ChoiceField,
  ContentField,
  FeaturedImagePicker,
  FormSection,
  ReviewPanel,
  SeoPanel,
  TagsAndSeo,
  TitleAndSlug,
  type ServerDraft,
} from '../../authoring/public.ts';
import type { ItemFigures } from '../../analytics/public.ts';
import { caseStudyArticle } from '../../case-studies/public.ts';
import { CASE_STUDY_AUTHORING_COPY as COPY } from '../content/case-study-authoring-copy.ts';
import { useCaseStudyAuthoring } from '../use-case-study-authoring.ts';
import { CaseStudyPreview } from './case-study-preview.tsx';
import { MetricRows, TestimonialRows } from './story-rows.tsx';

const L = COPY.labels;
const P = COPY.placeholders;

type TextKey =
  | 'clientName'
  | 'projectDuration'
  | 'projectBudget'
  | 'challenge'
  | 'solution'
  | 'results'
  | 'excerpt';

/** The create and edit screens' form, its live preview and its SEO panel. */
export function CaseStudyForm({
  mode,
  caseStudy,
  userId,
  path,
  audience,
  figures,
  server,
}: {
  mode: AuthoringMode;
  caseStudy: CaseStudyEditable | null;
  userId: string;
  path: string;
  /** How many subscribers publishing with "E-mail to subscribers" would reach. */
  audience: number | null;
  /** The item's last 30 days (the edit screen). */
  figures?: ItemFigures | null | undefined;
  /** The working copy on the server, who else is editing, the latest revisions (the loader's). */
  server: ServerDraft;
}) {
  const form = useCaseStudyAuthoring({ mode, caseStudy, userId, path, audience, server });
  const { values, errors } = form;

  /** A text input's wiring: its id, name, value, error and change. */
  const field = (name: TextKey) => ({
    id: `case-study-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
  });

  return (
    <AuthoringFrame
      newsletter="case-study"
      form={form}
      ownerId={caseStudy?.authorId}
      review={caseStudy ? <ReviewPanel item={caseStudy} /> : null}
      figures={figures}
      mode={mode}
      label={mode === 'create' ? COPY.header.createTitle : COPY.header.editTitle}
      words={COPY.header}
      scheduled={caseStudy?.status === 'scheduled'}
      preview={() => <CaseStudyPreview values={values} choice={form.choice} />}
      seo={
        <SeoPanel
          values={values}
          choice={form.choice}
          section="case-studies"
          placeholderTitle={COPY.preview.title}
          structuredData={(site, imageAddress) =>
            caseStudyArticle(site, {
              ...values,
              metaDescription: values.metaDescription.trim() || null,
              industryName: industryName(values.clientIndustry),
              authorName: null,
              featuredImage: imageAddress,
              publishedAt: caseStudy?.publishedAt ?? null,
              updatedAt: caseStudy?.updatedAt,
            })
          }
        />
      }
    >
      <FormSection title={COPY.sections.basic}>
        <TitleAndSlug
          form={form}
          idPrefix="case-study"
          limits={CASE_STUDY_LIMITS}
          titlePlaceholder={P.title}
          publishedSlug={
            mode === 'edit' && caseStudy?.status === 'published' ? caseStudy.slug : undefined
          }
        />
        <TextAreaField
          {...field('excerpt')}
          label={L.excerpt}
          rows={3}
          maxLength={CASE_STUDY_LIMITS.excerpt}
          hint={COPY.hints.excerpt}
        />
      </FormSection>

      <FormSection title={COPY.sections.client}>
        <TextField
          {...field('clientName')}
          label={L.clientName}
          required
          placeholder={P.clientName}
          maxLength={CASE_STUDY_LIMITS.clientName}
          autoComplete="organization"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceField
            id="case-study-clientIndustry"
            name="clientIndustry"
            label={L.clientIndustry}
            placeholder={P.industry}
            options={CASE_STUDY_INDUSTRIES}
            value={values.clientIndustry}
            error={errors['clientIndustry']}
            onChange={(value) => form.setField('clientIndustry', value)}
          />
          <ChoiceField
            id="case-study-clientSize"
            name="clientSize"
            label={L.clientSize}
            placeholder={P.size}
            options={COMPANY_SIZES}
            value={values.clientSize}
            error={errors['clientSize']}
            onChange={(value) => form.setField('clientSize', value)}
          />
          <TextField
            {...field('projectDuration')}
            label={L.projectDuration}
            placeholder={P.projectDuration}
            maxLength={CASE_STUDY_LIMITS.projectDuration}
          />
          <TextField
            {...field('projectBudget')}
            label={L.projectBudget}
            placeholder={P.projectBudget}
            maxLength={CASE_STUDY_LIMITS.projectBudget}
          />
        </div>
      </FormSection>

      <FormSection title={COPY.sections.story}>
        {(['challenge', 'solution', 'results'] as const).map((name) => (
          <TextAreaField
            key={name}
            {...field(name)}
            label={L[name]}
            required
            rows={5}
            placeholder={P[name]}
            maxLength={CASE_STUDY_LIMITS.story}
          />
        ))}
      </FormSection>

      <FormSection title={COPY.sections.metrics}>
        <MetricRows
          rows={values.metrics}
          error={errors['metrics']}
          onChange={(rows) => form.setField('metrics', rows)}
        />
      </FormSection>

      <FormSection title={COPY.sections.testimonials}>
        <TestimonialRows
          rows={values.testimonials}
          error={errors['testimonials']}
          onChange={(rows) => form.setField('testimonials', rows)}
        />
      </FormSection>

      <FormSection title={COPY.sections.image}>
        <FeaturedImagePicker
          mode={mode}
          choice={form.choice}
          error={errors['featuredImage']}
          onChoose={form.setChoice}
        />
      </FormSection>

      <FormSection title={COPY.sections.body}>
        <ContentField
          value={values.content}
          error={errors['content']}
          mode={mode}
          onChange={(html) => form.setField('content', html)}
          uploadImage={form.uploadImage}
          required={false}
        />
      </FormSection>

      <TagsAndSeo form={form} idPrefix="case-study" titles={COPY.sections} />
    </AuthoringFrame>
  );
}
