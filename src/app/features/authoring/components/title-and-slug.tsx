import { TextField } from '../../../components/ui/field.tsx';
import type { AuthoredValues } from '../form-state.ts';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';
import type { Authoring } from '../use-authoring.ts';

/**
 * Every authoring form's first two fields: the title, and the slug that
 * follows it until edited. Renaming a published item's slug says that the
 * old address will redirect to the new one.
 */
export function TitleAndSlug<V extends AuthoredValues>({
  form,
  idPrefix,
  limits,
  titlePlaceholder,
  publishedSlug,
}: {
  form: Authoring<V>;
  idPrefix: string;
  limits: { title: number; slug: number };
  titlePlaceholder: string;
  /** The stored slug of a published item being edited. */
  publishedSlug: string | undefined;
}) {
  const { values, errors } = form;
  const renamed = publishedSlug !== undefined && values.slug !== publishedSlug;
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        name="title"
        label={COPY.labels.title}
        required
        placeholder={titlePlaceholder}
        maxLength={limits.title}
        value={values.title}
        error={errors['title']}
        onChange={(event) => form.setField('title', event.target.value)}
      />
      <TextField
        id={`${idPrefix}-slug`}
        name="slug"
        label={COPY.labels.slug}
        required
        placeholder={COPY.placeholders.slug}
        maxLength={limits.slug}
        hint={renamed ? `${COPY.hints.slug} ${COPY.hints.slugRedirect}` : COPY.hints.slug}
        autoCapitalize="none"
        spellCheck={false}
        value={values.slug}
        error={errors['slug']}
        onChange={(event) => form.setField('slug', event.target.value)}
      />
    </>
  );
}
