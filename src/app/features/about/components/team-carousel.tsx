import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import type { TeamMember } from '../content/about.ts';
import { initialsOf } from '../../../lib/initials.ts';
import { nextCarouselScroll } from './carousel-scroll.ts';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** A horizontal strip of team cards; previous and next scroll it by 300 px. */
export function TeamCarousel({ members }: { members: TeamMember[] }) {
  const track = useRef<HTMLUListElement>(null);

  const move = (direction: 'previous' | 'next') => {
    const node = track.current;
    if (!node) return;
    const left = nextCarouselScroll(
      node.scrollLeft,
      direction,
      node.scrollWidth - node.clientWidth,
    );
    node.scrollTo({ left, behavior: scrollBehavior() });
  };

  return (
    <div>
      <div className="mb-4 flex justify-end gap-2">
        <button
          type="button"
          aria-label="Previous team members"
          onClick={() => move('previous')}
          className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label="Next team members"
          onClick={() => move('next')}
          className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* Focusable so keyboard users can scroll it with the arrow keys too. */}
      <ul
        ref={track}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Team members"
        data-testid="team-track"
        className="flex snap-x gap-6 overflow-x-auto pb-4"
      >
        {members.map((member) => (
          <li
            key={member.name}
            className="w-[276px] shrink-0 snap-start rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
          >
            {member.image ? (
              <img
                src={member.image}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex size-16 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {initialsOf(member.name)}
              </span>
            )}
            <h3 className="mt-4 text-lg">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
            <p className="mt-2 text-muted">{member.bio}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
