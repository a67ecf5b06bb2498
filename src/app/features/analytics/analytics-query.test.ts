import { describe, expect, it } from 'vitest';
import { changeOf, formatRate } from './analytics-format.ts';
import {
  analyticsHref,
  analyticsViewOf,
  rangeQueryOf,
  sortedRows,
  sortHref,
  tableSortOf,
} from './analytics-query.ts';
import { sparklinePoints } from './components/sparkline.tsx';

const viewOf = (search: string) =>
  analyticsViewOf(new URL(`http://site/dashboard/analytics${search}`));

describe("the analytics screen's address", () => {
  it('reads the period: a preset, custom dates, dates alone as custom, anything else as 30 days', () => {
    expect(viewOf('')).toMatchObject({ range: '30d', from: undefined, to: undefined });
    expect(viewOf('?range=7d&from=2031-01-01')).toMatchObject({ range: '7d', from: undefined });
    expect(viewOf('?range=custom&from=2031-01-01&to=2031-01-31')).toMatchObject({
      range: 'custom',
      from: '2031-01-01',
      to: '2031-01-31',
    });
    expect(viewOf('?from=2031-01-01')).toMatchObject({ range: 'custom', from: '2031-01-01' });
    expect(viewOf('?range=week')).toMatchObject({ range: '30d' });
  });

  it("reads each table's sort and leaves out unknown tables and columns", () => {
    const view = viewOf(
      '?sort=-referrers.leads&sort=pages.path&sort=pages.nope&sort=nope.views&sort=days.views',
    );
    expect(view.sorts).toEqual({
      referrers: { column: 'leads', descending: true },
      pages: { column: 'path', descending: false },
    });
  });

  it('writes a view back as the same address, the default period left out', () => {
    const search = '?range=custom&from=2031-01-01&to=2031-01-31&sort=-referrers.leads';
    expect(analyticsHref(viewOf(search))).toBe(`/dashboard/analytics${search}`);
    expect(analyticsHref(viewOf('?range=30d'))).toBe('/dashboard/analytics');
    expect(rangeQueryOf(viewOf('?range=90d'))).toEqual({ range: '90d' });
  });

  it('sorts a figure highest first and text A to Z, then the other way round, keeping the others', () => {
    const view = viewOf('?range=7d&sort=pages.path');
    expect(sortHref(view, 'referrers', 'leads')).toBe(
      '/dashboard/analytics?range=7d&sort=pages.path&sort=-referrers.leads',
    );
    expect(sortHref(view, 'referrers', 'referrer')).toContain('sort=referrers.referrer');
    // The column already sorted (the server's order: visitors, highest first) turns round.
    expect(sortHref(view, 'referrers', 'visitors')).toContain('sort=referrers.visitors');
    expect(sortHref(view, 'pages', 'path')).toContain('sort=-pages.path');
    expect(tableSortOf(view, 'devices')).toBeUndefined();
  });
});

describe("a table's rows", () => {
  const rows = [
    { name: 'b', rate: 0.5, n: 2 },
    { name: 'a', rate: null, n: 2 },
    { name: 'C', rate: 0.1, n: 5 },
  ];

  it('sort by a figure or by text, missing figures last, ties in the order given', () => {
    const names = (sorted: typeof rows) => sorted.map((row) => row.name);
    expect(names(sortedRows(rows, { column: 'n', descending: true }))).toEqual(['C', 'b', 'a']);
    expect(names(sortedRows(rows, { column: 'n', descending: false }))).toEqual(['b', 'a', 'C']);
    expect(names(sortedRows(rows, { column: 'name', descending: false }))).toEqual(['a', 'b', 'C']);
    expect(names(sortedRows(rows, { column: 'rate', descending: false }))).toEqual(['C', 'b', 'a']);
    expect(names(sortedRows(rows, { column: 'rate', descending: true }))).toEqual(['b', 'C', 'a']);
    expect(names(sortedRows(rows, undefined))).toEqual(['b', 'a', 'C']);
  });
});

describe('the figures', () => {
  it('say how a count or a rate moved against the period before', () => {
    expect(changeOf(150, 100, 'count')).toEqual({ direction: 'up', text: '50%' });
    expect(changeOf(50, 100, 'count')).toEqual({ direction: 'down', text: '50%' });
    expect(changeOf(3, 0, 'count')).toEqual({ direction: 'new' });
    expect(changeOf(0, 0, 'count')).toEqual({ direction: 'same' });
    expect(changeOf(0.05, 0.04, 'rate')).toEqual({ direction: 'up', text: '1.0 pts' });
    expect(changeOf(null, 0.02, 'rate')).toEqual({ direction: 'down', text: '2.0 pts' });
    expect(changeOf(0.02, null, 'rate')).toEqual({ direction: 'new' });
    expect(changeOf(null, null, 'rate')).toEqual({ direction: 'same' });
    expect(formatRate(null)).toBe('–');
    expect(formatRate(0.0345)).toBe('3.5%');
  });

  it('draw a sparkline inside its box, a flat line for no views', () => {
    expect(sparklinePoints([0, 5, 10])).toBe('0.0,22.0 48.0,12.0 96.0,2.0');
    expect(sparklinePoints([0, 0])).toBe('0.0,22.0 96.0,22.0');
    expect(sparklinePoints([])).toBe('');
  });
});
