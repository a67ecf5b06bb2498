import { Quote } from 'lucide-react';

import type { Testimonial } from '../../lib/content-types.ts';

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.author} className="flex">
          <figure className="flex flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)">
            <Quote aria-hidden="true" className="size-8 text-brand-300" />
            <blockquote className="mt-3 flex-1 text-ink">“{item.quote}”</blockquote>
            <figcaption className="mt-5 text-sm">
              <span className="block font-semibold text-ink">{item.author}</span>
              <span className="text-muted">
                {item.position}, {item.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
