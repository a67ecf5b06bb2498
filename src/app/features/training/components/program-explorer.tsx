import { useState } from 'react';
import {
  filterPrograms,
  trainingFilters,
  type TrainingFilter,
  type TrainingProgram,
} from '../content/training.ts';
import { cn } from '../../../lib/cn.ts';
import { ProgramCard } from './program-card.tsx';

/**
 * The format filter (all, Live Virtual, Self-Paced, On-Site) over the program
 * cards. Toggle buttons with aria-pressed; the number of programs shown is
 * announced politely after each change.
 */
export function ProgramExplorer({ programs }: { programs: readonly TrainingProgram[] }) {
  const [filter, setFilter] = useState<TrainingFilter>('all');
  const visible = filterPrograms(programs, filter);
  return (
    <div>
      <div
        role="group"
        aria-label="Filter programs by format"
        className="flex flex-wrap justify-center gap-2"
      >
        {trainingFilters.map((option) => {
          const pressed = filter === option.id;
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter(option.id)}
              className={cn(
                'min-h-11 rounded-full border px-5 py-2 text-sm font-semibold transition-colors',
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-600 hover:text-brand-700',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-4 text-center text-sm text-muted">
        Showing {visible.length} of {programs.length} programs
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((program) => (
          <li key={program.id}>
            <ProgramCard program={program} />
          </li>
        ))}
      </ul>
    </div>
  );
}
