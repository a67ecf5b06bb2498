import { ArrowLeft, CalendarClock, Eye, EyeOff, Save, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogStatus } from '../../../../shared/blog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { AUTHORING_COPY as COPY } from '../content/authoring-copy.ts';
import type { AuthoringMode } from '../use-authoring.ts';

/** The words of one kind of content's authoring screens. */
export interface HeaderWords {
  createTitle: string;
  createIntro: string;
  editTitle: string;
  /** Where the create screen's back link leads. */
  back: { to: string; label: string };
}

const BLOG_WORDS: HeaderWords = {
  createTitle: COPY.createTitle,
  createIntro: COPY.createIntro,
  editTitle: COPY.editTitle,
  back: { to: '/blog', label: COPY.backToBlog },
};

/**
 * The page's head: the way back, the preview toggle and the save buttons
 * (each a submit button carrying the status it saves with).
 */
export function AuthoringHeader({
  mode,
  showPreview,
  onTogglePreview,
  busy,
  locked,
  scheduleOpen,
  onToggleSchedule,
  canPublish,
  words = BLOG_WORDS,
}: {
  /** The role may publish this item: Publish and Schedule are offered. */
  canPublish: boolean;
  mode: AuthoringMode;
  showPreview: boolean;
  onTogglePreview: () => void;
  busy: BlogStatus | null;
  /** Busy, or saved and about to leave. */
  locked: boolean;
  scheduleOpen: boolean;
  onToggleSchedule: () => void;
  /** The screen's heading, intro and the way back from create (the blog's by default). */
  words?: HeaderWords;
}) {
  const back = mode === 'create' ? words.back : { to: '/dashboard', label: COPY.backToDashboard };
  return (
    <header className="grid gap-4">
      <Link
        to={back.to}
        className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">
            {mode === 'create' ? words.createTitle : words.editTitle}
          </h1>
          {mode === 'create' ? <p className="mt-1 text-muted">{words.createIntro}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            aria-expanded={showPreview}
            aria-controls="live-preview"
            onClick={onTogglePreview}
          >
            {showPreview ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {showPreview ? COPY.hidePreview : COPY.showPreview}
          </Button>
          <Button
            type="submit"
            name="status"
            value="draft"
            variant="outline"
            disabled={locked}
            aria-busy={busy === 'draft' || undefined}
          >
            <Save aria-hidden="true" className="size-4" />
            {busy === 'draft' ? COPY.saving : COPY.saveDraft}
          </Button>
          {canPublish ? (
            <>
              <Button
                type="submit"
                name="status"
                value="published"
                disabled={locked}
                aria-busy={busy === 'published' || undefined}
              >
                <Send aria-hidden="true" className="size-4" />
                {busy === 'published' ? COPY.publishing : COPY.publish}
              </Button>
              <Button
                variant="outline"
                aria-expanded={scheduleOpen}
                aria-controls="schedule-panel"
                disabled={locked}
                onClick={onToggleSchedule}
              >
                <CalendarClock aria-hidden="true" className="size-4" />
                {COPY.schedule}
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/** The time to publish at, in the author's own time zone, and the button that schedules. */
export function SchedulePanel({
  value,
  error,
  busy,
  locked,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  busy: boolean;
  locked: boolean;
  onChange: (value: string) => void;
}) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div
      id="schedule-panel"
      className="flex flex-wrap items-start gap-3 rounded-(--radius-card) border border-brand-200 bg-brand-50 p-4"
    >
      <TextField
        id="blog-publish-at"
        className="min-w-0 flex-1 basis-64"
        label={COPY.scheduleLabel}
        type="datetime-local"
        value={value}
        error={error}
        hint={COPY.scheduleHint(timeZone)}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button
        type="submit"
        name="status"
        value="scheduled"
        className="sm:mt-7"
        disabled={locked}
        aria-busy={busy || undefined}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        {busy ? COPY.scheduling : COPY.schedulePost}
      </Button>
    </div>
  );
}
