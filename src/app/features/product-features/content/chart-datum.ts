/** One slice of a pie or donut chart. */
export interface ChartDatum {
  label: string;
  value: number;
  /** A CSS colour with at least 3:1 contrast against white (WCAG 1.4.11). */
  color: string;
}
