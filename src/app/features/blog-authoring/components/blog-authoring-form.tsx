import { useRef, useState, type FormEvent } from 'react';
import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  BLOG_STATUSES,
  type BlogEditable,
  type BlogStatus,
} from '../../../../shared/blog.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';
import { useBlogAuthoring, type AuthoringMode } from '../use-blog-authoring.ts';
import { AuthoringHeader, SchedulePanel } from './authoring-header.tsx';
import { ChipListField } from './chip-list-field.tsx';
import { ContentField } from './content-field.tsx';
import { FeaturedImagePicker } from './featured-image-picker.tsx';
import { FormBanner, RestoredNotice, UnsavedChangesPrompt } from './form-notices.tsx';
import { FormSection } from './form-section.tsx';
import { LivePreview } from './live-preview.tsx';
import { SeoPanel } from './seo-panel.tsx';

const L = COPY.labels;
const P = COPY.placeholders;

const statusOf = (event: FormEvent<HTMLFormElement>): BlogStatus => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const value = submitter?.value as BlogStatus | undefined;
  return value && BLOG_STATUSES.includes(value) ? value : 'draft';
};

/** The create and edit screen's form, its live preview and its SEO panel. */
export function BlogAuthoringForm({
  mode,
  blog,
  userId,
  authorName,
  path,
}: {
  mode: AuthoringMode;
  blog: BlogEditable | null;
  userId: string;
  authorName: string;
  path: string;
}) {
  const form = useBlogAuthoring({ mode, blog, userId, authorName, path });
  const { values, errors, busy } = form;
  const [showPreview, setShowPreview] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(blog?.status === 'scheduled');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const locked = busy !== null || form.done;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = statusOf(event);
    const saved = await form.save(status);
    // Focus moves to the first field that needs attention (or stays for the banner).
    if (!saved) focusFirstInvalid();
    else window.scrollTo({ top: 0 });
  };

  const text = (field: 'title' | 'slug' | 'metaTitle' | 'metaDescription' | 'authorName') => ({
    id: `blog-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => form.setField(field, event.target.value),
  });

  const slugChanged = mode === 'edit' && blog?.status === 'published' && values.slug !== blog.slug;

  return (
    <div className="container-page py-8 sm:py-12">
      <form
        method="post"
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-6"
        aria-label={mode === 'create' ? COPY.createTitle : COPY.editTitle}
      >
        <AuthoringHeader
          mode={mode}
          showPreview={showPreview}
          onTogglePreview={() => setShowPreview((shown) => !shown)}
          busy={busy}
          locked={locked}
          scheduleOpen={scheduleOpen}
          onToggleSchedule={() => setScheduleOpen((open) => !open)}
        />
        {scheduleOpen ? (
          <SchedulePanel
            value={values.publishAt}
            error={errors['publishedAt']}
            busy={busy === 'scheduled'}
            locked={locked}
            onChange={(value) => form.setField('publishAt', value)}
          />
        ) : null}
        <div aria-live="polite" className="grid gap-3 empty:hidden">
          <FormBanner banner={form.banner} sessionExpired={form.sessionExpired} />
          <RestoredNotice draft={form.restored} onDiscard={form.discardRestored} />
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-6">
            <FormSection title={COPY.sections.basic}>
              <TextField
                {...text('title')}
                label={L.title}
                required
                placeholder={P.title}
                maxLength={BLOG_LIMITS.title}
              />
              <TextField
                {...text('slug')}
                label={L.slug}
                required
                placeholder={P.slug}
                maxLength={BLOG_LIMITS.slug}
                hint={
                  slugChanged ? `${COPY.hints.slug} ${COPY.hints.slugRedirect}` : COPY.hints.slug
                }
                autoCapitalize="none"
                spellCheck={false}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  id="blog-category"
                  name="category"
                  label={L.category}
                  required
                  value={values.category}
                  error={errors['category']}
                  onChange={(event) => form.setField('category', event.target.value)}
                >
                  <option value="">{P.category}</option>
                  {BLOG_CATEGORIES.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </SelectField>
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

            <FormSection title={COPY.sections.tags}>
              <ChipListField
                id="blog-tags"
                label={L.tags}
                placeholder={P.tag}
                addLabel={COPY.chips.addTag}
                removeLabel={COPY.chips.removeTag}
                values={values.tags}
                error={errors['tags']}
                onChange={(tags) => form.setField('tags', tags)}
              />
              <ChipListField
                id="blog-keywords"
                label={L.keywords}
                placeholder={P.keyword}
                addLabel={COPY.chips.addKeyword}
                removeLabel={COPY.chips.removeKeyword}
                values={values.keywords}
                error={errors['keywords']}
                onChange={(keywords) => form.setField('keywords', keywords)}
              />
            </FormSection>

            <FormSection title={COPY.sections.seo}>
              <TextField
                {...text('metaTitle')}
                label={L.metaTitle}
                placeholder={P.metaTitle}
                maxLength={BLOG_LIMITS.metaTitle}
                hint={COPY.hints.metaTitle}
              />
              <TextAreaField
                id="blog-metaDescription"
                name="metaDescription"
                label={L.metaDescription}
                rows={3}
                placeholder={P.metaDescription}
                maxLength={BLOG_LIMITS.metaDescription}
                value={values.metaDescription}
                error={errors['metaDescription']}
                onChange={(event) => form.setField('metaDescription', event.target.value)}
              />
            </FormSection>

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

            <FormSection title={COPY.sections.comments}>
              <div>
                <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
                  <input
                    type="checkbox"
                    role="switch"
                    name="commentsOpen"
                    checked={values.commentsOpen}
                    aria-describedby="blog-comments-hint"
                    onChange={(event) => form.setField('commentsOpen', event.target.checked)}
                    className="size-5 rounded border-slate-400"
                  />
                  {COPY.commentsSwitch}
                </label>
                <p id="blog-comments-hint" className="text-sm text-muted">
                  {COPY.commentsHint}
                </p>
              </div>
            </FormSection>
          </div>

          <aside
            aria-label="Preview and SEO"
            className="grid min-w-0 gap-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
          >
            <div id="live-preview" hidden={!showPreview}>
              {showPreview ? <LivePreview values={values} choice={form.choice} /> : null}
            </div>
            <SeoPanel
              values={values}
              choice={form.choice}
              publishedAt={blog?.publishedAt ?? undefined}
              modifiedAt={blog?.updatedAt}
            />
          </aside>
        </div>
      </form>
      <UnsavedChangesPrompt dirty={form.dirty} onLeave={form.forgetDraft} />
    </div>
  );
}
