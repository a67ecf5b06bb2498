import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface DisclosureMenuProps {
  label: ReactNode;
  /**
   * Rendered inside the open panel; receives `close` for links and actions
   * (`close(true)` also returns focus to the button).
   */
  children: (close: (returnFocus?: boolean) => void) => ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
  panelClassName?: string;
  /** The chevron after the label (navigation menus); off for tool buttons. */
  chevron?: boolean;
  /**
   * Renders the panel's content only while it is open, for content whose
   * code loads on first use (the panel stays in the page otherwise).
   */
  mountWhenOpen?: boolean;
  /** The pointer or focus reached the button: a chance to fetch the panel's code. */
  onIntent?: () => void;
}

/**
 * A button that shows a panel of links (the disclosure navigation pattern).
 * It closes on an outside click, on Escape (returning focus to the button)
 * and when focus leaves it.
 */
export function DisclosureMenu({
  label,
  children,
  align = 'start',
  buttonClassName,
  panelClassName,
  chevron = true,
  mountWhenOpen = false,
  onIntent,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const buttonId = useId();

  const close = (returnFocus = false) => {
    setOpen(false);
    // By id rather than the ref: children receive `close` during render.
    if (returnFocus) document.getElementById(buttonId)?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className={cn('inline-flex items-center', chevron && 'gap-1', buttonClassName)}
      >
        {label}
        {chevron ? (
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-line bg-white p-2 shadow-xl',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {open || !mountWhenOpen ? children(close) : null}
      </div>
    </div>
  );
}
