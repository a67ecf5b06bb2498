import type { ChartDatum } from '../content/chart-datum.ts';

export interface DonutSegment extends ChartDatum {
  /** Share of the total, 0-100. */
  percent: number;
  /** Where the slice starts along the circle, 0-100 (clockwise from 12 o'clock). */
  offset: number;
}

/**
 * Turns chart data into donut segments measured along a circle whose length
 * is 100 (an SVG `pathLength`), so each slice is a dash of `percent` units
 * starting at `offset`. Zero and negative values get no slice.
 */
export function donutSegments(data: readonly ChartDatum[]): DonutSegment[] {
  const positive = data.filter((item) => item.value > 0);
  const total = positive.reduce((sum, item) => sum + item.value, 0);
  if (total <= 0) return [];
  let offset = 0;
  return positive.map((item) => {
    const percent = (item.value / total) * 100;
    const segment = { ...item, percent, offset };
    offset += percent;
    return segment;
  });
}

/** A percentage for people: whole numbers, one decimal only when it matters. */
export function formatPercent(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}
