import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cn } from '../../../lib/cn.ts';
import { TOAST_DURATION_MS, toastReducer, type Toast, type ToastTone } from '../toast-state.ts';

export interface ToastOptions {
  title?: string;
  /** Milliseconds before it dismisses itself (default 5 s); Infinity keeps it until closed. */
  durationMs?: number;
}

export interface ToastApi {
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  /** Dismisses one toast, or all of them without an id. */
  dismiss(id?: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Toasts are only created in the browser (in handlers), so one counter per page is enough. */
let lastToastId = 0;

/**
 * Short-lived notifications for the whole site. One provider in the root
 * layout owns the queue (at most 20 kept) and renders it in two live regions
 * that exist from the first paint, so screen readers announce what is added:
 * a polite one (role=status) for success and info, an assertive one
 * (role=alert) for errors.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);

  const api = useMemo<ToastApi>(() => {
    const add =
      (tone: ToastTone) =>
      (message: string, options: ToastOptions = {}): number => {
        lastToastId += 1;
        const id = lastToastId;
        dispatch({
          type: 'add',
          toast: {
            id,
            tone,
            message,
            title: options.title,
            durationMs: options.durationMs ?? TOAST_DURATION_MS,
          },
        });
        return id;
      };
    return {
      success: add('success'),
      error: add('error'),
      info: add('info'),
      dismiss: (id) => dispatch(id === undefined ? { type: 'clear' } : { type: 'dismiss', id }),
    };
  }, []);

  const errors = toasts.filter((toast) => toast.tone === 'error');
  const others = toasts.filter((toast) => toast.tone !== 'error');

  return (
    <ToastContext value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
        <div role="alert" aria-atomic="false" className="flex w-full max-w-sm flex-col gap-2">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} dismiss={api.dismiss} />
          ))}
        </div>
        <div
          role="status"
          aria-live="polite"
          aria-atomic="false"
          className="flex w-full max-w-sm flex-col gap-2"
        >
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} dismiss={api.dismiss} />
          ))}
        </div>
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const context = use(ToastContext);
  if (!context) throw new Error('useToast must be used within ToastProvider');
  return context;
}

const tones = {
  success: { Icon: CircleCheck, icon: 'text-success-700', bar: 'border-l-success-700' },
  error: { Icon: CircleAlert, icon: 'text-danger-700', bar: 'border-l-danger-700' },
  info: { Icon: Info, icon: 'text-brand-700', bar: 'border-l-brand-600' },
} as const;

function ToastItem({ toast, dismiss }: { toast: Toast; dismiss: ToastApi['dismiss'] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const paused = hovered || focused;
  const { id } = toast;

  // The countdown runs only while the toast is neither hovered nor focused;
  // pausing keeps the time left, so a reader never loses a message mid-way.
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, dismiss, id]);

  const { Icon, icon, bar } = tones[toast.tone];
  return (
    <div
      data-toast={toast.tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 border-line bg-white p-3 text-sm text-ink shadow-lg',
        bar,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
      <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
        <p>{toast.message}</p>
      </div>
      <button
        type="button"
        onClick={() => dismiss(id)}
        aria-label="Dismiss notification"
        className="-m-1 shrink-0 rounded-md p-1 text-muted hover:bg-slate-100 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
