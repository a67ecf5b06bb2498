import { ExternalLink } from 'lucide-react';
import type { OtherEditor } from '../../../../shared/revisions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { HISTORY_COPY as COPY } from '../content/revision-copy.ts';
import type { SaveConflict } from '../use-authoring.ts';
import type { WorkingCopyState } from '../use-working-copy.ts';

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeOf = (iso: string | null) => (iso ? clock.format(new Date(iso)) : null);

/**
 * Where the working copy stands on the server: "Saving…", "Saved 10:42",
 * "Not saved: retrying". Its line is kept while empty: the status changes
 * as the writer types, and nothing on the page may move when it does (a
 * button moving under the pointer takes a click meant for it elsewhere).
 */
export function AutosaveStatus({ state }: { state: WorkingCopyState }) {
  const text =
    state.kind === 'saving'
      ? COPY.autosave.saving
      : state.kind === 'saved'
        ? COPY.autosave.saved(timeOf(state.at)!)
        : state.kind === 'retrying'
          ? COPY.autosave.retrying(timeOf(state.lastSaved))
          : '';
  return (
    <p
      role="status"
      data-autosave={state.kind}
      title={state.kind === 'saved' ? COPY.autosave.savedHint : undefined}
      className={
        state.kind === 'retrying'
          ? 'min-h-5 text-sm font-medium text-danger-700'
          : 'min-h-5 text-sm text-muted'
      }
    >
      {text}
    </p>
  );
}

/** Who else has the item open now. */
export function OthersEditing({ editors }: { editors: OtherEditor[] }) {
  if (editors.length === 0) return null;
  const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(
    editors.map((editor) => editor.name),
  );
  return <Alert tone="info">{COPY.editing(names)}</Alert>;
}

/**
 * A save refused because someone saved the item after this form was opened:
 * who and when, a way to see their change, and the writer's own choice.
 */
export function ConflictNotice({
  conflict,
  historyPath,
  baseVersion,
  onOverwrite,
  onDismiss,
}: {
  conflict: SaveConflict | null;
  historyPath: string;
  baseVersion: number | null;
  onOverwrite: () => void;
  onDismiss: () => void;
}) {
  if (!conflict) return null;
  const compare = new URLSearchParams({
    ...(baseVersion !== null ? { fromVersion: String(baseVersion) } : {}),
    toVersion: String(conflict.version),
  });
  return (
    <Alert
      tone="error"
      title={COPY.conflict.title(conflict.savedBy, moment.format(new Date(conflict.savedAt)))}
    >
      <p className="mt-1">{COPY.conflict.text}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <a
          href={`${historyPath}?${compare.toString()}`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1 font-semibold underline"
        >
          {COPY.conflict.see}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
        <Button size="sm" onClick={onOverwrite}>
          {COPY.conflict.overwrite}
        </Button>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {COPY.conflict.dismiss}
        </Button>
      </div>
    </Alert>
  );
}
