import { useId, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { HiddenFields, useFollowingState } from '../../../components/ui/list-navigation.tsx';

/**
 * A list's filters: a GET form to the inbox's address, so a view is a link.
 * It keeps the other list's view (hidden fields) and starts its own list at
 * page 1. Before JavaScript the browser sends it (Apply); after it a choice
 * applies at once, by client-side navigation to the same address less its
 * empty fields.
 */
export function ListFilters({
  label,
  kept,
  busy,
  children,
}: {
  /** The list's name: "contact messages". */
  label: string;
  /** The other list's query parameters. */
  kept: Record<string, string>;
  /** The list is being read for a new view. */
  busy: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
    }
    const search = params.toString();
    void navigate(`/dashboard/leads${search ? `?${search}` : ''}`, { preventScrollReset: true });
  }

  return (
    <form
      method="get"
      action="/dashboard/leads"
      role="search"
      aria-label={`Filter ${label}`}
      onSubmit={apply}
      className="flex flex-wrap items-end gap-3"
    >
      <HiddenFields fields={kept} />
      {children}
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? 'Applying…' : 'Apply'}
        <span className="sr-only"> the filters of {label}</span>
      </Button>
    </form>
  );
}

/** A filter's label above its control. */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** One filter: all, or the rows with one value. A choice applies the form at once. */
export function FilterSelect<S extends string>({
  label,
  name,
  value,
  options,
  optionLabel = (option) => option,
}: {
  label: string;
  /** The query parameter. */
  name: string;
  value: S | undefined;
  options: readonly S[];
  optionLabel?: (option: S) => string;
}) {
  // The address's choice (going back shows that view's), or the one just made.
  const [chosen, choose] = useFollowingState<string>(value ?? '');
  return (
    <Labelled label={label}>
      {(id) => (
        <select
          id={id}
          name={name}
          className={inputClasses}
          value={chosen}
          onChange={(event) => {
            choose(event.target.value);
            event.currentTarget.form?.requestSubmit();
          }}
        >
          <option value="">All</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

/** A text search of a list; Enter or Apply sends it. */
export function SearchField({
  label,
  name,
  value,
  maxLength,
}: {
  label: string;
  name: string;
  value: string | undefined;
  maxLength: number;
}) {
  const [text, setText] = useFollowingState<string>(value ?? '');
  return (
    <Labelled label={label}>
      {(id) => (
        <input
          id={id}
          type="search"
          name={name}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          className={inputClasses}
        />
      )}
    </Labelled>
  );
}
