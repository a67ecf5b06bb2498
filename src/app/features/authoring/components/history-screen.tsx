import { ArrowLeft, RotateCcw } from 'lucide-react';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import { CSRF_FIELD } from '../../../../shared/session-messages.ts';
import type { RevisionSummary } from '../../../../shared/revisions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { LocalTime, useLocalTime } from '../../../components/ui/local-time.tsx';
import { useSession } from '../../accounts/public.ts';
import { HISTORY_COPY as COPY } from '../content/revision-copy.ts';
import { RESTORE_FIELD, type HistoryScreen as Screen } from '../history-route.ts';
import { LiveBadge, revisionLine } from './history-panel.tsx';
import { RevisionComparison } from './revision-comparison.tsx';

const saved = (revision: RevisionSummary) =>
  revision.change !== 'autosave' && revision.change !== 'restored';

/**
 * An item's history: the comparison the address asks for (side by side),
 * the compare form (any two revisions; a GET form, so the comparison is an
 * address to share and works without JavaScript) and the revisions, each
 * with Compare and Restore (a form posting to the screen's action).
 */
export function HistoryScreen({ screen, editPath }: { screen: Screen; editPath: string }) {
  const { pathname } = useLocation();
  const { csrfToken } = useSession();
  const navigation = useNavigation();
  const refused = useActionData() as { ok: false; message: string } | undefined;
  const format = useLocalTime();
  const { item } = screen;
  if (!item) {
    return (
      <div className="container-page section grid max-w-2xl gap-4">
        <Alert tone="error">{screen.failure}</Alert>
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          {COPY.page.back}
        </Link>
      </div>
    );
  }
  const editor = `${editPath}/${encodeURIComponent(item.slug)}`;
  const label = (revision: RevisionSummary) => {
    const version =
      saved(revision) && revision.version !== null
        ? `, ${COPY.page.version(revision.version)}${revision.version === item.version ? ` (${COPY.page.current})` : ''}`
        : '';
    return `${format(revision.savedAt)}: ${revisionLine(revision)}${version}`;
  };
  const restoring =
    navigation.state === 'submitting' ? navigation.formData?.get(RESTORE_FIELD) : null;

  return (
    <div className="container-page section grid min-w-0 gap-8">
      <header className="grid gap-3">
        <Link
          to={editor}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {COPY.page.back}
        </Link>
        <h1 className="text-3xl font-bold text-ink wrap-anywhere">{COPY.page.title(item.title)}</h1>
        <p className="max-w-prose text-muted">{COPY.page.lead}</p>
      </header>

      {refused ? <Alert tone="error">{refused.message}</Alert> : null}

      <section aria-labelledby="compare-title" className="grid gap-4">
        <h2 id="compare-title" className="text-xl font-semibold text-ink">
          {COPY.page.comparison}
        </h2>
        {/* Keyed by the choice: a comparison opened by a link shows its own selections. */}
        <Form
          key={`${screen.from}:${screen.to}`}
          method="get"
          action={pathname}
          className="flex flex-wrap items-end gap-3"
        >
          {(
            [
              ['from', COPY.page.from, screen.from],
              ['to', COPY.page.to, screen.to ?? screen.revisions[0]?.id],
            ] as const
          ).map(([name, text, chosen]) => (
            <SelectField
              key={name}
              label={text}
              name={name}
              defaultValue={chosen ?? ''}
              className="min-w-0 flex-1 basis-64"
            >
              {screen.revisions.map((revision) => (
                <option key={revision.id} value={revision.id}>
                  {label(revision)}
                </option>
              ))}
            </SelectField>
          ))}
          <Button type="submit" variant="outline">
            {COPY.page.compare}
          </Button>
        </Form>
        {screen.compareProblem ? <Alert tone="error">{screen.compareProblem}</Alert> : null}
        {screen.comparison ? (
          <RevisionComparison
            fields={screen.comparison.fields}
            before={{ label: label(screen.comparison.from) }}
            after={{ label: label(screen.comparison.to) }}
          />
        ) : screen.compareProblem ? null : (
          <p className="text-muted">{COPY.page.chooseTwo}</p>
        )}
      </section>

      <section aria-labelledby="revisions-title" className="grid gap-4">
        <h2 id="revisions-title" className="text-xl font-semibold text-ink">
          {COPY.page.list}
        </h2>
        <ol className="grid gap-3">
          {screen.revisions.map((revision) => {
            const current = saved(revision) && revision.version === item.version;
            return (
              <li
                key={revision.id}
                className="grid gap-2 rounded-xl border border-line bg-white p-4 sm:flex sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink wrap-anywhere">
                    {revisionLine(revision)}
                    {current ? ` (${COPY.page.current})` : null}
                    {revision.published ? <LiveBadge /> : null}
                  </p>
                  <p className="text-sm text-muted">
                    <LocalTime iso={revision.savedAt} />
                    {saved(revision) && revision.version !== null
                      ? ` · ${COPY.page.version(revision.version)}`
                      : ''}
                    {' · '}
                    <span className="wrap-anywhere">{revision.title}</span>
                  </p>
                </div>
                {current ? null : (
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Link
                      to={`${pathname}?from=${encodeURIComponent(revision.id)}`}
                      className="inline-flex min-h-11 items-center px-2 font-medium text-brand-700 underline"
                    >
                      {COPY.panel.compare}
                    </Link>
                    <Form method="post" action={pathname}>
                      {csrfToken ? (
                        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
                      ) : null}
                      <input type="hidden" name={RESTORE_FIELD} value={revision.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        disabled={restoring !== null && restoring !== undefined}
                        aria-label={`${COPY.page.restore}: ${label(revision)}`}
                      >
                        <RotateCcw aria-hidden="true" className="size-4" />
                        {restoring === revision.id ? COPY.page.restoring : COPY.page.restore}
                      </Button>
                    </Form>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
