import { BarChart3, Clock } from 'lucide-react';
import {
  categoryLabels,
  formatLabels,
  modulePreview,
  type TrainingProgram,
} from '../content/training.ts';
import { IconFact } from '../../../components/ui/icon-fact.tsx';

/** One training program: duration, level, format badges and the first three modules. */
export function ProgramCard({ program }: { program: TrainingProgram }) {
  const { shown, moreLabel } = modulePreview(program.modules);
  return (
    <article
      className="flex h-full flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
      data-testid="training-program"
    >
      <p className="eyebrow">{categoryLabels[program.category]}</p>
      <h3 className="mt-2 text-xl">{program.title}</h3>
      <p className="mt-2 text-muted">{program.description}</p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <IconFact icon={Clock} label="Duration">
          {program.duration}
        </IconFact>
        <IconFact icon={BarChart3} label="Level">
          {program.level}
        </IconFact>
      </dl>
      <ul aria-label="Formats" className="mt-4 flex flex-wrap gap-2">
        {program.formats.map((format) => (
          <li
            key={format}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
          >
            {formatLabels[format]}
          </li>
        ))}
      </ul>
      <h4 className="mt-5 text-sm font-semibold text-ink">Modules</h4>
      <ul className="mt-2 grid gap-1.5 text-sm text-muted">
        {shown.map((module) => (
          <li key={module} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600"
            />
            {module}
          </li>
        ))}
      </ul>
      {moreLabel ? <p className="mt-2 text-sm font-semibold text-accent-700">{moreLabel}</p> : null}
    </article>
  );
}
