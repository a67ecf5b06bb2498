import { BLOG_CATEGORIES, BLOG_LIMITS, type BlogEditable } from '../../../../shared/blog.ts';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import {
  AUTHORING_COPY as COPY,
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
import { blogPostingJsonLd } from '../blog-posting-preview.ts';
import { useBlogAuthoring } from '../use-blog-authoring.ts';
import { LivePreview } from './live-preview.tsx';

const L = COPY.labels;
const P = COPY.placeholders;

/** The create and edit screen's form, its live preview and its SEO panel. */
export function BlogAuthoringForm({
  mode,
  blog,
  userId,
  authorName,
  path,
  audience,
  figures,
  server,
}: {
  mode: AuthoringMode;
  blog: BlogEditable | null;
  userId: string;
  authorName: string;
  path: string;
  /** How many subscribers publishing with "E-mail to subscribers" would reach. */
  audience: number | null;
  /** The item's last 30 days (the edit screen). */
  figures?: ItemFigures | null | undefined;
  /** The working copy on the server, who else is editing, the latest revisions (the loader's). */
  server: ServerDraft;
}) {
  const form = useBlogAuthoring({ mode, blog, userId, authorName, path, audience, server });
  const { values, errors } = form;

  const text = (field: 'authorName') => ({
    id: `blog-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
  });

  return (
    <AuthoringFrame
      newsletter="post"
      form={form}
      ownerId={blog?.authorId}
      review={blog ? <ReviewPanel item={blog} /> : null}
      figures={figures}
      mode={mode}
      label={mode === 'create' ? COPY.createTitle : COPY.editTitle}
      scheduled={blog?.status === 'scheduled'}
      preview={() => <LivePreview values={values} choice={form.choice} />}
      seo={
        <SeoPanel
          values={values}
          choice={form.choice}
          section="blog"
          structuredData={(site, imageAddress) =>
            blogPostingJsonLd({
              site,
              ...values,
              imageAddress,
              publishedAt: blog?.publishedAt ?? undefined,
              modifiedAt: blog?.updatedAt,
            })
          }
        />
      }
    >
      <FormSection title={COPY.sections.basic}>
        <TitleAndSlug
          form={form}
          idPrefix="blog"
          limits={BLOG_LIMITS}
          titlePlaceholder={P.title}
          publishedSlug={mode === 'edit' && blog?.status === 'published' ? blog.slug : undefined}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoiceField
            id="blog-category"
            name="category"
            label={L.category}
            placeholder={P.category}
            options={BLOG_CATEGORIES}
            value={values.category}
            error={errors['category']}
            onChange={(value) => form.setField('category', value)}
          />
          <TextField
            id="blog-readTime"
            name="readTime"
            label={L.readTime}
            required
            type="number"
            inputMode="numeric"
            min={BLOG_LIMITS.readTimeMin}
            max={BLOG_LIMITS.readTimeMax}
            step={1}
            value={values.readTime}
            error={errors['readTime']}
            onChange={(event) => form.setField('readTime', event.target.value)}
          />
        </div>
      </FormSection>

      <FormSection title={COPY.sections.content}>
        <TextAreaField
          id="blog-excerpt"
          name="excerpt"
          label={L.excerpt}
          rows={3}
          required={mode === 'create'}
          placeholder={P.excerpt}
          maxLength={BLOG_LIMITS.excerpt}
          hint={COPY.hints.excerpt}
          value={values.excerpt}
          error={errors['excerpt']}
          onChange={(event) => form.setField('excerpt', event.target.value)}
        />
        <ContentField
          value={values.content}
          error={errors['content']}
          mode={mode}
          onChange={(html) => form.setField('content', html)}
          uploadImage={form.uploadImage}
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

      <TagsAndSeo form={form} idPrefix="blog" />

      <FormSection title={COPY.sections.author}>
        <TextField
          {...text('authorName')}
          label={L.authorName}
          required
          autoComplete="name"
          maxLength={BLOG_LIMITS.authorName}
        />
        <TextAreaField
          id="blog-authorBio"
          name="authorBio"
          label={L.authorBio}
          rows={3}
          required={mode === 'create'}
          placeholder={P.authorBio}
          maxLength={BLOG_LIMITS.authorBio}
          value={values.authorBio}
          error={errors['authorBio']}
          onChange={(event) => form.setField('authorBio', event.target.value)}
        />
      </FormSection>
    </AuthoringFrame>
  );
}
