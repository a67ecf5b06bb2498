/** A decorative, self-contained map illustration (no third-party map embed, nothing to download). */
export function OfficeMap() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 220"
      className="h-auto w-full rounded-xl bg-brand-50"
      role="presentation"
    >
      <rect width="400" height="220" fill="#eff6ff" />
      <path d="M0 150 C80 130 120 190 210 165 S340 120 400 140 V220 H0 Z" fill="#dbeafe" />
      <path d="M-10 60 L410 110" stroke="#ffffff" strokeWidth="14" />
      <path d="M120 -10 L170 230" stroke="#ffffff" strokeWidth="12" />
      <path d="M280 -10 L250 230" stroke="#ffffff" strokeWidth="10" />
      <path d="M0 190 L400 175" stroke="#ffffff" strokeWidth="8" />
      <rect x="20" y="10" width="80" height="40" rx="6" fill="#bfdbfe" />
      <rect x="190" y="20" width="70" height="50" rx="6" fill="#bfdbfe" />
      <rect x="300" y="20" width="80" height="60" rx="6" fill="#ccfbf1" />
      <rect x="30" y="90" width="100" height="40" rx="6" fill="#ccfbf1" />
      <rect x="300" y="130" width="80" height="30" rx="6" fill="#bfdbfe" />
      <circle cx="210" cy="104" r="26" fill="#1d4ed8" fillOpacity="0.15" />
      <path
        d="M210 70c-12 0-21 9-21 21 0 16 21 35 21 35s21-19 21-35c0-12-9-21-21-21z"
        fill="#1d4ed8"
      />
      <circle cx="210" cy="91" r="8" fill="#ffffff" />
    </svg>
  );
}
