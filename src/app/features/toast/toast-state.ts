/**
 * The toast queue as a pure reducer, so its rules (newest last, at most
 * MAX_TOASTS kept, the oldest dropped first) are tested without a browser.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  title?: string | undefined;
  /** How long it stays before dismissing itself; Infinity keeps it until closed. */
  durationMs: number;
}

/** At most 20 toasts are kept. */
export const MAX_TOASTS = 20;
/** Auto-dismiss delay; hovering or focusing a toast pauses it. */
export const TOAST_DURATION_MS = 5000;

export type ToastAction =
  { type: 'add'; toast: Toast } | { type: 'dismiss'; id: number } | { type: 'clear' };

export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add': {
      const next = [...state.filter((toast) => toast.id !== action.toast.id), action.toast];
      return next.length > MAX_TOASTS ? next.slice(next.length - MAX_TOASTS) : next;
    }
    case 'dismiss': {
      const next = state.filter((toast) => toast.id !== action.id);
      return next.length === state.length ? (state as Toast[]) : next;
    }
    case 'clear':
      return state.length === 0 ? (state as Toast[]) : [];
  }
}
