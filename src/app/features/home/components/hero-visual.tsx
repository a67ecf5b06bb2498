/** Decorative hero illustration: a stylised dashboard (inline SVG, no download). */
export function HeroVisual() {
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <svg viewBox="0 0 480 340" className="h-auto w-full drop-shadow-2xl" role="presentation">
        <rect x="0" y="0" width="480" height="340" rx="20" fill="#ffffff" />
        <rect x="0" y="0" width="480" height="44" rx="20" fill="#eff6ff" />
        <rect x="0" y="24" width="480" height="20" fill="#eff6ff" />
        <circle cx="24" cy="22" r="6" fill="#93c5fd" />
        <circle cx="44" cy="22" r="6" fill="#bfdbfe" />
        <circle cx="64" cy="22" r="6" fill="#dbeafe" />
        <rect x="24" y="64" width="136" height="72" rx="12" fill="#eff6ff" />
        <rect x="36" y="78" width="60" height="8" rx="4" fill="#93c5fd" />
        <rect x="36" y="98" width="90" height="22" rx="6" fill="#1d4ed8" />
        <rect x="172" y="64" width="136" height="72" rx="12" fill="#f0fdfa" />
        <rect x="184" y="78" width="60" height="8" rx="4" fill="#5eead4" />
        <rect x="184" y="98" width="70" height="22" rx="6" fill="#0f766e" />
        <rect x="320" y="64" width="136" height="72" rx="12" fill="#eff6ff" />
        <rect x="332" y="78" width="60" height="8" rx="4" fill="#93c5fd" />
        <rect x="332" y="98" width="104" height="22" rx="6" fill="#1e40af" />
        <rect x="24" y="156" width="284" height="160" rx="12" fill="#f8fafc" />
        <polyline
          points="44,290 84,262 124,270 164,228 204,236 244,196 288,180"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <polyline
          points="44,300 84,292 124,284 164,276 204,262 244,254 288,236"
          fill="none"
          stroke="#0d9488"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray="2 10"
        />
        <rect x="320" y="156" width="136" height="160" rx="12" fill="#f8fafc" />
        <circle cx="388" cy="222" r="40" fill="none" stroke="#dbeafe" strokeWidth="16" />
        <circle
          cx="388"
          cy="222"
          r="40"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="16"
          strokeDasharray="224 252"
          transform="rotate(-90 388 222)"
        />
        <rect x="348" y="282" width="80" height="8" rx="4" fill="#cbd5e1" />
      </svg>
    </div>
  );
}
