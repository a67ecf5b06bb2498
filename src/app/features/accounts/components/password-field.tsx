import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import {
  describedBy,
  FieldLabel,
  FieldMessages,
  inputClasses,
} from '../../../components/ui/field.tsx';

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  className,
  id: givenId,
  ...props
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={cn(inputClasses, 'pr-12')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
