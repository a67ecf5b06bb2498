import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

interface FaqAccordionProps {
  items: FaqItem[];
  /** Controlled open item (index), for pages that reset it (a search, a category). */
  openIndex?: number | null;
  onOpenChange?: (index: number | null) => void;
  headingLevel?: 'h3' | 'h4';
}

/**
 * The WAI-ARIA accordion: each question is a button in a heading that
 * controls its answer region. One answer is open at a time; activating the
 * open one again closes it.
 */
export function FaqAccordion({
  items,
  openIndex,
  onOpenChange,
  headingLevel: Heading = 'h3',
}: FaqAccordionProps) {
  const [ownOpen, setOwnOpen] = useState<number | null>(null);
  const open = openIndex === undefined ? ownOpen : openIndex;
  const setOpen = onOpenChange ?? setOwnOpen;
  const baseId = useId();

  return (
    <div className="divide-y divide-line rounded-(--radius-card) border border-line bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-muted transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-muted"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
