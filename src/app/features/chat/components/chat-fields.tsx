import { X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldLabel, inputClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FormProblem } from '../chat-forms.ts';

export type ChatSubPanel = 'upload' | 'appointment' | 'quote';

/** The frame of a sub-panel that replaces the message input: heading, close button, scrolling body. */
export function SubPanelFrame({
  id,
  title,
  description,
  onClose,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="max-h-[55%] shrink-0 overflow-y-auto overscroll-contain border-t border-line bg-white px-4 pt-3 pb-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base">
            {title}
          </h3>
          {description ? <p className="mt-0.5 text-xs text-muted">{description}</p> : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${title.toLowerCase()}`}
          className="-m-1 shrink-0 rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function SelectField({
  label,
  options,
  placeholder,
  className,
  id: givenId,
  ...props
}: {
  label: string;
  options: readonly string[];
  /** A first, empty option ("Select…"); omit when the field has a default. */
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <select id={id} className={cn(inputClasses, 'pr-8')} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The fields of a sub-panel's form: each field's id, value and change
 * handler, the fields marked invalid (a mark clears as the visitor edits
 * that field), and a submit that marks what `onSubmit` found wrong and moves
 * focus to the first of them.
 */
export function useSubPanelFields<F extends object>(
  values: F,
  onChange: (patch: Partial<F>) => void,
  onSubmit: () => FormProblem<F> | null,
) {
  const prefix = useId();
  const fieldId = (name: keyof F) => `${prefix}-${String(name)}`;
  const [invalid, setInvalid] = useState<Array<keyof F>>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = onSubmit();
    setInvalid(problem?.fields ?? []);
    const target = problem?.fields[0];
    if (target) document.getElementById(fieldId(target))?.focus();
  }

  function field<K extends keyof F>(name: K) {
    return {
      id: fieldId(name),
      name: String(name),
      value: values[name],
      'aria-invalid': invalid.includes(name) ? true : undefined,
      onChange: (event: { target: { value: string } }) => {
        onChange({ [name]: event.target.value } as Partial<F>);
        if (invalid.includes(name)) setInvalid(invalid.filter((item) => item !== name));
      },
    };
  }

  return { prefix, fieldId, submit, field };
}
