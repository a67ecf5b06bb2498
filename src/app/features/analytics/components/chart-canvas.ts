import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AnalyticsDay } from '../../../../shared/analytics.ts';
import { daySeconds, formatCount, formatDay, formatLongDay } from '../analytics-format.ts';

/*
 * The line chart of visitors and views per day, drawn by uPlot on a canvas.
 * Loaded on demand by the analytics screens only (visitors-chart.tsx), never
 * with a public page. The canvas is decoration for sighted readers: the
 * figure's caption and its table of days say the same in text.
 */

/** The canvas's height, axes included (the legend sits below it). */
export const CHART_HEIGHT = 240;

/** Colours with at least 4.5:1 against white; views are dashed too, so colour is not the only cue. */
const VISITORS = '#1d4ed8';
const VIEWS = '#0f766e';
const AXIS = '#475569';
const GRID = '#e2e8f0';

export interface ChartLabels {
  day: string;
  visitors: string;
  views: string;
}

export interface DrawnChart {
  update(days: readonly AnalyticsDay[]): void;
  destroy(): void;
}

function dataOf(days: readonly AnalyticsDay[]): uPlot.AlignedData {
  return [
    days.map((day) => daySeconds(day.day)),
    days.map((day) => day.visitors),
    days.map((day) => day.views),
  ];
}

/** A day's label from a tick or cursor time (seconds at a UTC midnight). */
const dayAt = (seconds: number, format: (day: string) => string) =>
  format(new Date(seconds * 1000).toISOString().slice(0, 10));

function optionsOf(width: number, labels: ChartLabels): uPlot.Options {
  const axis: uPlot.Axis = {
    stroke: AXIS,
    grid: { stroke: GRID, width: 1 },
    ticks: { stroke: GRID, width: 1 },
    font: '12px system-ui, sans-serif',
  };
  return {
    width,
    height: CHART_HEIGHT,
    // Ticks at UTC midnights, the days the report counts in, whatever the browser's zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true },
      y: { range: (_plot, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
    },
    series: [
      {
        label: labels.day,
        value: (_plot, seconds) => (seconds === null ? '–' : dayAt(seconds, formatLongDay)),
      },
      {
        label: labels.visitors,
        stroke: VISITORS,
        fill: 'rgba(29, 78, 216, 0.08)',
        width: 2,
        value: (_plot, value) => (value === null ? '–' : formatCount(value)),
      },
      {
        label: labels.views,
        stroke: VIEWS,
        width: 2,
        dash: [6, 4],
        value: (_plot, value) => (value === null ? '–' : formatCount(value)),
      },
    ],
    axes: [
      {
        ...axis,
        space: 64,
        values: (_plot, splits) => splits.map((seconds) => dayAt(seconds, formatDay)),
      },
      {
        ...axis,
        size: 48,
        values: (_plot, splits) => splits.map((value) => formatCount(value)),
      },
    ],
    cursor: { points: { size: 8 } },
  };
}

/** Draws the chart into `box`, as wide as the box (following its width), with the days given. */
export function drawChart(
  box: HTMLElement,
  days: readonly AnalyticsDay[],
  labels: ChartLabels,
): DrawnChart {
  const plot = new uPlot(optionsOf(box.clientWidth, labels), dataOf(days), box);
  let width = box.clientWidth;
  const resize = new ResizeObserver(() => {
    if (box.clientWidth === width) return;
    width = box.clientWidth;
    plot.setSize({ width, height: CHART_HEIGHT });
  });
  resize.observe(box);
  return {
    update: (next) => plot.setData(dataOf(next)),
    destroy() {
      resize.disconnect();
      plot.destroy();
    },
  };
}
