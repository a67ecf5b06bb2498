import { useId, type ReactNode } from 'react';

/** One titled card of the authoring form (Basic Information, Content…). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
