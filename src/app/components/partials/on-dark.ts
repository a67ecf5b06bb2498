/** A secondary, outlined button for dark bands (hero, closing call to action). */
export const outlineOnDarkClasses =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/80 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
