import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 shadow-sm transition-colors focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 aria-invalid:border-danger-700 disabled:bg-slate-100 sm:text-sm';

interface FieldChrome {
  label: ReactNode;
  /** Visually hide the label (it stays available to screen readers). */
  hideLabel?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
}

export function FieldLabel({
  htmlFor,
  hidden,
  required,
  children,
}: {
  htmlFor: string;
  hidden?: boolean;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={hidden ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-ink'}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="text-danger-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

export function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  hideLabel,
  error,
  hint,
  className,
  id: givenId,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} hidden={hideLabel} required={props.required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  hideLabel,
  error,
  hint,
  className,
  id: givenId,
  ...props
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} hidden={hideLabel} required={props.required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        className={cn(inputClasses, 'min-h-28')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  hideLabel,
  error,
  hint,
  className,
  id: givenId,
  children,
  ...props
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} hidden={hideLabel} required={props.required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      >
        {children}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
