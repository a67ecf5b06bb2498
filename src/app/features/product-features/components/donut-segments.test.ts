import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { donutSegments, formatPercent } from './donut-segments.ts';
import { PieChart } from './pie-chart.tsx';

const data = [
  { label: 'A', value: 30, color: '#111' },
  { label: 'B', value: 10, color: '#222' },
  { label: 'C', value: 0, color: '#333' },
  { label: 'D', value: 60, color: '#444' },
];

describe('donutSegments', () => {
  it('turns values into consecutive shares of 100', () => {
    const segments = donutSegments(data);
    expect(segments.map((s) => [s.label, s.percent, s.offset])).toEqual([
      ['A', 30, 0],
      ['B', 10, 30],
      ['D', 60, 40],
    ]);
  });

  it('normalises values that do not add up to 100', () => {
    const segments = donutSegments([
      { label: 'x', value: 1, color: '#000' },
      { label: 'y', value: 3, color: '#000' },
    ]);
    expect(segments.map((s) => s.percent)).toEqual([25, 75]);
    expect(segments[1]?.offset).toBe(25);
  });

  it('gives one full ring for a single value and nothing for no data', () => {
    expect(donutSegments([{ label: 'all', value: 7, color: '#000' }])).toEqual([
      { label: 'all', value: 7, color: '#000', percent: 100, offset: 0 },
    ]);
    expect(donutSegments([])).toEqual([]);
    expect(donutSegments([{ label: 'none', value: 0, color: '#000' }])).toEqual([]);
  });
});

describe('formatPercent', () => {
  it('shows whole numbers without decimals and keeps one decimal when it matters', () => {
    expect(formatPercent(35)).toBe('35%');
    expect(formatPercent(100 / 3)).toBe('33.3%');
    expect(formatPercent(99.99)).toBe('100%');
  });
});

describe('PieChart', () => {
  it('renders an SVG image labelled with every slice and a legend with the values', () => {
    const html = renderToString(createElement(PieChart, { title: 'Mix', data }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Mix: A 30%, B 10%, D 60%"');
    expect(html.match(/stroke-dasharray=/g)).toHaveLength(3);
    expect(html).toContain('>60%<');
  });
});
