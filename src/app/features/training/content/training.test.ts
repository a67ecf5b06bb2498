import { describe, expect, it } from 'vitest';
import {
  filterPrograms,
  modulePreview,
  trainingFilters,
  trainingPrograms,
  type TrainingFormat,
} from './training.ts';

const programs: Array<{ id: string; formats: TrainingFormat[] }> = [
  { id: 'a', formats: ['live', 'onsite'] },
  { id: 'b', formats: ['online'] },
  { id: 'c', formats: ['live', 'online', 'onsite'] },
];

describe('filterPrograms', () => {
  it('keeps every program for "all"', () => {
    expect(filterPrograms(programs, 'all').map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps only the programs whose formats include the choice', () => {
    expect(filterPrograms(programs, 'live').map((p) => p.id)).toEqual(['a', 'c']);
    expect(filterPrograms(programs, 'online').map((p) => p.id)).toEqual(['b', 'c']);
    expect(filterPrograms(programs, 'onsite').map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('narrows the six real programs for every format, and never to nothing', () => {
    expect(trainingPrograms).toHaveLength(6);
    for (const filter of trainingFilters) {
      const shown = filterPrograms(trainingPrograms, filter.id);
      expect(shown.length).toBeGreaterThan(0);
      if (filter.id !== 'all') {
        expect(shown.length).toBeLessThan(trainingPrograms.length);
        for (const program of shown) expect(program.formats).toContain(filter.id);
      }
    }
  });
});

describe('modulePreview', () => {
  it('shows up to three modules with no note when there are three or fewer', () => {
    expect(modulePreview(['a', 'b', 'c'])).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: 0,
      moreLabel: null,
    });
    expect(modulePreview(['a'])).toEqual({ shown: ['a'], hidden: 0, moreLabel: null });
    expect(modulePreview([])).toEqual({ shown: [], hidden: 0, moreLabel: null });
  });

  it('shows the first three and "+N more modules" when there are more', () => {
    expect(modulePreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: 3,
      moreLabel: '+3 more modules',
    });
  });

  it('uses the singular for one hidden module', () => {
    expect(modulePreview(['a', 'b', 'c', 'd']).moreLabel).toBe('+1 more module');
  });
});

describe('training programs', () => {
  it('last 2 to 5 days, with a level and a category from the spec', () => {
    for (const program of trainingPrograms) {
      const days = Number.parseInt(program.duration, 10);
      expect(days).toBeGreaterThanOrEqual(2);
      expect(days).toBeLessThanOrEqual(5);
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(program.level);
      expect(['dynamics365', 'powerplatform', 'microsoft365', 'business']).toContain(
        program.category,
      );
    }
  });
});
