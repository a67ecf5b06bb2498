import { X } from 'lucide-react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldLabel, inputClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

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
