/**
 * A secondary button on the dark hero and call-to-action bands (white text
 * and border on brand blue). buttonClasses() has no variant for it and `cn`
 * does not merge conflicting colour classes, so it is spelled out here.
 */
export const outlineOnDark =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
