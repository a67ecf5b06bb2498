import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { BLOG_LIMITS } from '../../../../shared/blog.ts';
import { describedBy, FieldMessages, inputClasses } from '../../../components/ui/field.tsx';
import { addToList } from '../form-state.ts';

/**
 * Tags or keywords: chips with remove buttons, and a text box whose entry is
 * added by Enter or the plus button (trimmed, once, empty ones ignored).
 */
export function ChipListField({
  id,
  label,
  placeholder,
  addLabel,
  removeLabel,
  values,
  error,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  addLabel: string;
  removeLabel: (value: string) => string;
  values: string[];
  error?: string | undefined;
  onChange: (values: string[]) => void;
}) {
  const [entry, setEntry] = useState('');
  const listId = useId();
  const add = () => {
    const next = addToList(values, entry);
    if (next.length !== values.length) onChange(next);
    setEntry('');
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {values.length > 0 ? (
        <ul id={listId} aria-label={label} className="mb-2 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              <span className="break-all">{value}</span>
              <button
                type="button"
                aria-label={removeLabel(value)}
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          value={entry}
          placeholder={placeholder}
          maxLength={BLOG_LIMITS.tag}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={inputClasses}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button
          type="button"
          aria-label={addLabel}
          onClick={add}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-brand-600 bg-white text-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
