import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * A server-rendered part below the fold (the home page's and pricing's
 * lower sections) that React hydrates only when the visitor gets near it: when it
 * comes within 200 px of the viewport, or on the first pointer or focus
 * inside it, whichever is first. Until then its server HTML stays as it is
 * (links are plain links, forms post without JavaScript), and the first
 * load's main thread does not spend time hydrating what nobody has seen.
 *
 * Rendered in the browser after the first load (a client-side navigation),
 * the part renders at once. A change that reaches the part before it is
 * hydrated (new props, a changed context) makes React render it afresh
 * instead of hydrating it, which looks the same. A page that renders again
 * before the visitor scrolls (new loader data) hydrates the part at once.
 */
interface Gate {
  open(): void;
  readonly opened: boolean;
  readonly promise: Promise<void>;
}

function createGate(): Gate {
  let opened = false;
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return {
    open() {
      opened = true;
      // Marked the way React marks a settled promise, so use() reads it
      // without suspending again.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      release();
    },
    get opened() {
      return opened;
    },
    promise,
  };
}

const noSubscription = () => () => {};
/**
 * True while React hydrates server HTML (the server snapshot is read only
 * then). Only Gated, inside the boundary, may ask: a component that asks is
 * rendered again once hydrated (the snapshot changes), and outside the
 * boundary that update would reach the boundary before it has hydrated and
 * make React throw its server HTML away.
 */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** A promise React reads as settled: use() returns at once. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  // use() is called on every render, so a render React replays after the
  // gate opens calls it as the one that suspended did.
  use(hydrating && !gate.opened && typeof document !== 'undefined' ? gate.promise : SETTLED);
  return children;
}

/** How far ahead of the viewport a part starts hydrating. */
const AHEAD = '200px 0px';

export function HydrateOnView({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  const [firstChildren] = useState(() => children);
  // The page rendered again before the part hydrated (a loader read again
  // after a form's post, anywhere on the page): React holds that whole
  // update until the part has hydrated, and the gate would keep it waiting
  // for a scroll that may never come, so the part hydrates now. Opening is
  // idempotent, so doing it during render is safe.
  if (children !== firstChildren && !gate.opened) gate.open();

  useEffect(() => {
    const node = ref.current;
    if (!node || gate.opened) return;
    const open = () => {
      cleanup();
      gate.open();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) open();
            },
            { rootMargin: AHEAD },
          );
    // On the window, in the capture phase: ahead of React's own listener,
    // which stops an event aimed at a part it cannot hydrate yet. Opened
    // first, the part hydrates at once when React sees the event, and the
    // click or key reaches its handler.
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && node.contains(event.target)) open();
    };
    const events = ['pointerdown', 'touchstart', 'focusin', 'click', 'keydown'] as const;
    for (const type of events)
      window.addEventListener(type, onEvent, { capture: true, passive: true });
    if (observer) observer.observe(node);
    else open();
    function cleanup() {
      observer?.disconnect();
      for (const type of events) window.removeEventListener(type, onEvent, { capture: true });
    }
    return cleanup;
  }, [gate]);

  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
