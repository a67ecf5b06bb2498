import { Bot, LoaderCircle, MessageCircle, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useSite } from '../../../lib/site.ts';
import { useToast } from '../../toast/public.ts';
import { CHAT_OPEN_EVENT } from '../chat-events.ts';

/**
 * The chat's floating button and the panel's frame. This module is in every
 * page's first bundle, so it stays small: the conversation (chat-panel.tsx,
 * with the lead forms and their schemas) is a separate chunk, fetched when
 * the visitor reaches for the button (pointer over it, focus on it) or opens
 * the chat, never with the page: most visitors never open it, and on a phone
 * fetching and running it after load blocked the main thread. A click before
 * the chunk arrives opens the frame with a loading state.
 */
let panelModule: Promise<ComponentType> | undefined;
function loadChatPanel(): Promise<ComponentType> {
  panelModule ??= import('./chat-panel.tsx').then(
    (module) => module.ChatPanel,
    (error: unknown) => {
      panelModule = undefined; // let a later click try again
      throw error;
    },
  );
  return panelModule;
}

const LOAD_FAILED =
  'The chat could not be loaded. Please check your connection and try again, or contact us by phone or email.';

export function ChatLauncher() {
  const site = useSite();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  // The frame is rendered from the first open on and then only hidden, so
  // the conversation survives closing and reopening the panel.
  const [rendered, setRendered] = useState(false);
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLElement>(null);
  const ids = useId();
  const panelId = `${ids}-chat`;
  const titleId = `${ids}-chat-title`;

  const load = useCallback(
    (announceFailure: boolean) => {
      loadChatPanel().then(
        (component) => setPanel(() => component),
        () => {
          if (!announceFailure) return;
          setOpen(false);
          launcher.current?.focus();
          toast.error(LOAD_FAILED);
        },
      );
    },
    [toast],
  );

  const show = useCallback(() => {
    setRendered(true);
    setOpen(true);
    load(true);
  }, [load]);

  /** The visitor is about to open the chat: start fetching it. */
  const warm = () => load(false);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  // Other parts of the site (the support page's live chat) open it by event.
  useEffect(() => {
    window.addEventListener(CHAT_OPEN_EVENT, show);
    return () => window.removeEventListener(CHAT_OPEN_EVENT, show);
  }, [show]);

  // Opening moves focus into the panel; Escape anywhere inside closes it.
  useEffect(() => {
    const node = frame.current;
    if (!open || !node) return;
    if (!node.contains(document.activeElement)) node.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close();
      }
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <>
      {rendered ? (
        <section
          ref={frame}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          hidden={!open}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-2xl outline-none sm:inset-auto sm:right-5 sm:bottom-24 sm:h-[600px] sm:max-h-[calc(100dvh-7.5rem)] sm:w-[24rem] sm:rounded-2xl sm:border sm:border-line"
        >
          <div className="flex shrink-0 items-center gap-3 bg-brand-700 px-4 py-3 text-white">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Bot aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-base text-white">
                Chat with us
              </h2>
              <p className="truncate text-xs text-brand-100">
                {site.companyName} virtual assistant
              </p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label="Close chat"
              className="-m-1 shrink-0 rounded-lg p-2 text-white hover:bg-white/15 focus-visible:outline-white"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {Panel ? (
            <Panel />
          ) : (
            <p
              role="status"
              className="flex flex-1 items-center justify-center gap-2 text-sm text-muted"
            >
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              Loading chat…
            </p>
          )}
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        aria-label="Open chat"
        aria-expanded={open}
        aria-controls={rendered ? panelId : undefined}
        onClick={() => (open ? close() : show())}
        onPointerEnter={warm}
        onFocus={warm}
        className="fixed right-5 bottom-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-offset-4"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </>
  );
}
