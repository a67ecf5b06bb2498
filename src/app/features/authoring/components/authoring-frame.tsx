import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BLOG_STATUSES, type BlogStatus } from '../../../../shared/blog.ts';
import { useFocusFirstInvalid } from '../../../lib/forms/use-focus-first-invalid.ts';
import { ItemFiguresPanel, type ItemFigures } from '../../analytics/public.ts';
import type { AuthoredValues } from '../form-state.ts';
import { contentActions } from '../../../../shared/roles.ts';
import { useSessionUser } from '../../accounts/public.ts';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';
import type { Authoring, AuthoringMode } from '../use-authoring.ts';
import { AuthoringHeader, SchedulePanel, type HeaderWords } from './authoring-header.tsx';
import { EmailSubscribersSwitch } from './email-subscribers-switch.tsx';
import { FormBanner, RestoredNotice, UnsavedChangesPrompt } from './form-notices.tsx';
import { FormSection } from './form-section.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { AutosaveStatus, ConflictNotice, OthersEditing } from './working-copy-notices.tsx';

/** The status a save asks for: the value of the submit button pressed (draft without one). */
const statusOf = (event: FormEvent<HTMLFormElement>): BlogStatus => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  const value = submitter?.value as BlogStatus | undefined;
  return value && BLOG_STATUSES.includes(value) ? value : 'draft';
};

/**
 * What every authoring screen (a post's, a case study's) is framed by: the
 * header with the preview toggle and the save buttons, the schedule panel,
 * the banners, the fields (`children`) beside a sticky column with the live
 * preview and the SEO panel, and the unsaved-changes prompt. A save that
 * finds problems moves focus to the first field that needs attention.
 */
export function AuthoringFrame<V extends AuthoredValues>({
  form,
  mode,
  label,
  words,
  scheduled,
  preview,
  seo,
  newsletter,
  figures,
  ownerId,
  review,
  children,
}: {
  /** Where the item stands in review (its own forms: shown above the authoring form). */
  review?: ReactNode;
  form: Authoring<V>;
  /** Who wrote the item being edited (undefined on the create screen: the writer). */
  ownerId?: string | null | undefined;
  /** Which subscribers publishing e-mails it to: those with blog updates, or with case studies. */
  newsletter: 'post' | 'case-study';
  mode: AuthoringMode;
  /** The form's accessible name. */
  label: string;
  words?: HeaderWords;
  /** The item is scheduled: the schedule panel starts open. */
  scheduled: boolean;
  /** The live preview, rendered while it is shown. */
  preview: () => ReactNode;
  seo: ReactNode;
  /** The item's last 30 days (edit screens), shown at the top of the side column. */
  figures?: ItemFigures | null | undefined;
  children: ReactNode;
}) {
  const { values, errors, busy } = form;
  const [showPreview, setShowPreview] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(scheduled);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const locked = busy !== null || form.done;
  const user = useSessionUser();
  const historyPath = `${useLocation().pathname}/history`;
  // Publishing and scheduling are offered to roles that may (a contributor submits for review).
  const canPublish = contentActions(
    user?.role,
    ownerId === undefined || ownerId === user?.id,
  ).publish;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await form.save(statusOf(event));
    // Focus moves to the first field that needs attention (or stays for the banner).
    if (!saved) focusFirstInvalid();
    else window.scrollTo({ top: 0 });
  };

  const overwrite = async () => {
    if (await form.overwrite()) window.scrollTo({ top: 0 });
  };

  return (
    <div className="container-page py-8 sm:py-12">
      {review}
      <form
        method="post"
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-6"
        aria-label={label}
      >
        <AuthoringHeader
          mode={mode}
          {...(words ? { words } : {})}
          showPreview={showPreview}
          onTogglePreview={() => setShowPreview((shown) => !shown)}
          busy={busy}
          locked={locked}
          scheduleOpen={scheduleOpen}
          onToggleSchedule={() => setScheduleOpen((open) => !open)}
          canPublish={canPublish}
        />
        {scheduleOpen && canPublish ? (
          <SchedulePanel
            value={values.publishAt}
            error={errors['publishedAt']}
            busy={busy === 'scheduled'}
            locked={locked}
            onChange={(value) => form.setField('publishAt', value)}
          />
        ) : null}
        <AutosaveStatus state={form.autosave} />
        <div aria-live="polite" className="grid gap-3 empty:hidden">
          <FormBanner banner={form.banner} sessionExpired={form.sessionExpired} />
          <ConflictNotice
            conflict={form.conflict}
            historyPath={historyPath}
            baseVersion={form.version}
            onOverwrite={() => void overwrite()}
            onDismiss={form.dismissConflict}
          />
          <OthersEditing editors={form.editors} />
          <RestoredNotice draft={form.restored} onDiscard={form.discardRestored} />
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-6">
            {children}
            <FormSection title={COPY.sections.comments}>
              <div>
                <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
                  <input
                    type="checkbox"
                    role="switch"
                    name="commentsOpen"
                    checked={values.commentsOpen}
                    aria-describedby="comments-switch-hint"
                    onChange={(event) => form.setField('commentsOpen', event.target.checked)}
                    className="size-5 rounded border-slate-400"
                  />
                  {COPY.commentsSwitch}
                </label>
                <p id="comments-switch-hint" className="text-sm text-muted">
                  {COPY.commentsHint}
                </p>
              </div>
            </FormSection>
            <FormSection title={COPY.sections.newsletter}>
              <EmailSubscribersSwitch
                kind={newsletter}
                itemId={form.itemId}
                count={form.audience}
                checked={values.emailSubscribers}
                onChange={(checked) => form.setField('emailSubscribers', checked)}
              />
            </FormSection>
          </div>

          <aside
            aria-label="Preview and SEO"
            className="grid min-w-0 gap-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
          >
            {figures ? <ItemFiguresPanel figures={figures} /> : null}
            {mode === 'edit' ? (
              <HistoryPanel revisions={form.history} historyPath={historyPath} />
            ) : null}
            <div id="live-preview" hidden={!showPreview}>
              {showPreview ? preview() : null}
            </div>
            {seo}
          </aside>
        </div>
      </form>
      <UnsavedChangesPrompt dirty={form.dirty} onLeave={form.forgetDraft} />
    </div>
  );
}
