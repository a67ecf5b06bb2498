import type { ReactNode } from 'react';

/** The closing call to action of a page. */
export function CtaBand({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label="Get in touch"
      className="bg-gradient-to-r from-brand-700 to-accent-700 text-white"
    >
      <div className="container-page py-16 text-center">
        <h2 className="text-3xl text-white sm:text-4xl">{title}</h2>
        {description ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{description}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        {children}
      </div>
    </section>
  );
}
