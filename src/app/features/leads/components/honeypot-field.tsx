import type { ChangeEvent } from 'react';

/**
 * The lead forms' honeypot: a field hidden from people and from assistive
 * technology, which bots that fill every input give themselves away by
 * filling. The server then answers as usual and keeps nothing.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  /** Left out, the field is uncontrolled (a form read with FormData). */
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          tabIndex={-1}
          autoComplete="off"
          name="website"
          {...(onChange
            ? {
                value: value ?? '',
                onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
              }
            : { defaultValue: '' })}
        />
      </label>
    </div>
  );
}
