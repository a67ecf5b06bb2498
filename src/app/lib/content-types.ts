/**
 * Shapes of the copy that pages keep as data (`features/<name>/content/`)
 * and the shared sections render. They live here, not beside the
 * components, so content files depend on no view.
 */

/** One figure of a stats band: counts up from 0 to `value` when scrolled into view. */
export interface StatItem {
  label: string;
  value: number;
  suffix?: string;
  prefix?: string;
}

/** One step of a numbered process. */
export interface ProcessStep {
  title: string;
  description: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
}
