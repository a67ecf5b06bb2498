/** The logo mark: four tiles, a nod to the Microsoft ecosystem the company works in. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <rect x="7" y="7" width="8" height="8" rx="1.5" fill="#fff" />
      <rect x="17" y="7" width="8" height="8" rx="1.5" fill="#99f6e4" />
      <rect x="7" y="17" width="8" height="8" rx="1.5" fill="#bfdbfe" />
      <rect x="17" y="17" width="8" height="8" rx="1.5" fill="#fff" />
    </svg>
  );
}
