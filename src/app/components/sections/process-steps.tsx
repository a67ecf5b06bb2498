import { cn } from '../../lib/cn.ts';

import type { ProcessStep } from '../../lib/content-types.ts';

/** A numbered process (an ordered list, so the numbers are real for screen readers too). */
export function ProcessSteps({ steps, className }: { steps: ProcessStep[]; className?: string }) {
  return (
    <ol className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
