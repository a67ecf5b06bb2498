import { BLOG_LIMITS } from '../../../../shared/blog.ts';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import type { AuthoredValues } from '../form-state.ts';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';
import type { Authoring } from '../use-authoring.ts';
import { ChipListField } from './chip-list-field.tsx';
import { FormSection } from './form-section.tsx';

/**
 * The sections every authoring form shares after its own: tags and SEO
 * keywords as chip lists, then the meta title (following the title until
 * edited) and the meta description. `idPrefix` keeps the ids unique per form.
 */
export function TagsAndSeo<V extends AuthoredValues>({
  form,
  idPrefix,
  titles = COPY.sections,
}: {
  form: Authoring<V>;
  idPrefix: string;
  titles?: { tags: string; seo: string };
}) {
  const { values, errors } = form;
  return (
    <>
      <FormSection title={titles.tags}>
        <ChipListField
          id={`${idPrefix}-tags`}
          label={COPY.labels.tags}
          placeholder={COPY.placeholders.tag}
          addLabel={COPY.chips.addTag}
          removeLabel={COPY.chips.removeTag}
          values={values.tags}
          error={errors['tags']}
          onChange={(tags) => form.setField('tags', tags)}
        />
        <ChipListField
          id={`${idPrefix}-keywords`}
          label={COPY.labels.keywords}
          placeholder={COPY.placeholders.keyword}
          addLabel={COPY.chips.addKeyword}
          removeLabel={COPY.chips.removeKeyword}
          values={values.keywords}
          error={errors['keywords']}
          onChange={(keywords) => form.setField('keywords', keywords)}
        />
      </FormSection>

      <FormSection title={titles.seo}>
        <TextField
          id={`${idPrefix}-metaTitle`}
          name="metaTitle"
          label={COPY.labels.metaTitle}
          placeholder={COPY.placeholders.metaTitle}
          maxLength={BLOG_LIMITS.metaTitle}
          hint={COPY.hints.metaTitle}
          value={values.metaTitle}
          error={errors['metaTitle']}
          onChange={(event) => form.setField('metaTitle', event.target.value)}
        />
        <TextAreaField
          id={`${idPrefix}-metaDescription`}
          name="metaDescription"
          label={COPY.labels.metaDescription}
          rows={3}
          placeholder={COPY.placeholders.metaDescription}
          maxLength={BLOG_LIMITS.metaDescription}
          value={values.metaDescription}
          error={errors['metaDescription']}
          onChange={(event) => form.setField('metaDescription', event.target.value)}
        />
      </FormSection>
    </>
  );
}
