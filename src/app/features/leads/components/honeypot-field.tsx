/**
 * The lead forms' honeypot: a field hidden from people and from assistive
 * technology, which bots that fill every input give themselves away by
 * filling. The server then answers as usual and keeps nothing.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          tabIndex={-1}
          autoComplete="off"
          name="website"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
