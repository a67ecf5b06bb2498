import type { ReactNode } from 'react';
import type { DiffPart, FieldComparison, ParagraphRow } from '../../../../shared/revision-diff.ts';
import { cn } from '../../../lib/cn.ts';
import { REVISION_COPY as COPY } from '../content/revision-copy.ts';

type Side = 'before' | 'after';

/** Text as the revision has it (line breaks, code's indentation), wrapped however long a word. */
const TEXT = 'whitespace-pre-wrap wrap-anywhere';
/** Told apart without colour (struck through, underlined, and said), and with ≥ 4.5:1 contrast. */
const DELETED = 'bg-danger-50 text-danger-700 line-through box-decoration-clone';
const INSERTED = 'bg-success-50 text-success-700 underline underline-offset-2 box-decoration-clone';

/** What one side shows of a change: its own kind of change besides what is the same. */
const OWN: Record<Side, 'removed' | 'added'> = { before: 'removed', after: 'added' };

function marked(kind: 'removed' | 'added', text: string, key?: number): ReactNode {
  return kind === 'removed' ? (
    <del key={key} className={DELETED}>
      <span className="sr-only">{COPY.marks.deletedStart}</span>
      {text}
      <span className="sr-only">{COPY.marks.deletedEnd}</span>
    </del>
  ) : (
    <ins key={key} className={INSERTED}>
      <span className="sr-only">{COPY.marks.insertedStart}</span>
      {text}
      <span className="sr-only">{COPY.marks.insertedEnd}</span>
    </ins>
  );
}

function partsOf(parts: readonly DiffPart[], side: Side): ReactNode[] {
  return parts.map((part, index) =>
    part.kind === 'same'
      ? part.text
      : part.kind === OWN[side]
        ? marked(part.kind, part.text, index)
        : null,
  );
}

const Empty = () => <p className="text-muted italic">{COPY.empty}</p>;

function TextSide({ parts, side }: { parts: readonly DiffPart[]; side: Side }) {
  const shown = parts.some((part) => part.kind === 'same' || part.kind === OWN[side]);
  return shown ? <p className={TEXT}>{partsOf(parts, side)}</p> : <Empty />;
}

function BodySide({ rows, side }: { rows: readonly ParagraphRow[]; side: Side }) {
  const paragraphs = rows.map((row, index) => {
    if (row.kind === 'same') {
      return (
        <p key={index} className={cn(TEXT, 'text-muted')}>
          {row.text}
        </p>
      );
    }
    if (row.kind === 'changed') {
      return (
        <p key={index} className={TEXT}>
          {partsOf(row.parts, side)}
        </p>
      );
    }
    return row.kind === OWN[side] ? (
      <p key={index} className={TEXT}>
        {marked(row.kind, row.text)}
      </p>
    ) : null;
  });
  return paragraphs.some(Boolean) ? <div className="grid gap-3">{paragraphs}</div> : <Empty />;
}

function ListSide({
  kept,
  changed,
  side,
}: {
  kept: readonly string[];
  changed: readonly string[];
  side: Side;
}) {
  if (kept.length === 0 && changed.length === 0) return <Empty />;
  const item = 'rounded-full border border-line px-3 py-1 text-sm wrap-anywhere';
  return (
    <ul className="flex flex-wrap gap-2">
      {kept.map((value) => (
        <li key={`kept:${value}`} className={item}>
          {value}
        </li>
      ))}
      {changed.map((value) => (
        <li key={`${side}:${value}`} className={item}>
          {marked(OWN[side], value)}
        </li>
      ))}
    </ul>
  );
}

function SideOf({ field, side }: { field: FieldComparison; side: Side }) {
  switch (field.kind) {
    case 'text':
      return <TextSide parts={field.parts} side={side} />;
    case 'body':
      return <BodySide rows={field.rows} side={side} />;
    case 'list':
      return (
        <ListSide
          kept={field.kept}
          changed={side === 'before' ? field.removed : field.added}
          side={side}
        />
      );
  }
}

/** The field's note when what differs is not its text: the formatting, or the order. */
function noteOf(field: FieldComparison): string | null {
  if (field.kind === 'body' && field.rows.every((row) => row.kind === 'same')) {
    return COPY.formattingOnly;
  }
  if (field.kind === 'list' && field.added.length === 0 && field.removed.length === 0) {
    return COPY.orderOnly;
  }
  return null;
}

/**
 * Two revisions side by side (stacked on narrow screens), field by field: only the fields
 * that differ (compareFields in shared/revision-diff.ts), the Before column with what was
 * deleted struck through, the After column with what was inserted underlined.
 */
export function RevisionComparison({
  fields,
  before,
  after,
}: {
  fields: FieldComparison[];
  before: { label: string };
  after: { label: string };
}) {
  if (fields.length === 0) return <p className="text-muted">{COPY.noDifferences}</p>;
  const columns: Array<{ side: Side; heading: string; label: string }> = [
    { side: 'before', heading: COPY.before, label: before.label },
    { side: 'after', heading: COPY.after, label: after.label },
  ];
  return (
    <div className="grid min-w-0 gap-8">
      <p className="text-sm text-muted">
        {COPY.legend} {COPY.unchangedHidden}
      </p>
      {fields.map((field) => {
        const note = noteOf(field);
        return (
          <section key={field.name} className="min-w-0">
            <h3 className="text-lg">{field.label}</h3>
            {note ? (
              <p className="mt-2 text-sm text-muted">{note}</p>
            ) : (
              <div className="mt-3 grid gap-4 md:grid-cols-2">
                {columns.map(({ side, heading, label }) => (
                  <div key={side} className="min-w-0 rounded-lg border border-line p-4">
                    <h4 className="text-sm">{heading}</h4>
                    <p className="mb-3 text-xs text-muted wrap-anywhere">{label}</p>
                    <SideOf field={field} side={side} />
                  </div>
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
