import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, toastReducer, type Toast } from './toast-state.ts';

const toast = (id: number, tone: Toast['tone'] = 'info'): Toast => ({
  id,
  tone,
  message: `Message ${id}`,
  durationMs: TOAST_DURATION_MS,
});

describe('toastReducer', () => {
  it('adds toasts in order, newest last', () => {
    let state = toastReducer([], { type: 'add', toast: toast(1, 'success') });
    state = toastReducer(state, { type: 'add', toast: toast(2, 'error') });
    expect(state.map((t) => [t.id, t.tone])).toEqual([
      [1, 'success'],
      [2, 'error'],
    ]);
  });

  it('keeps at most 20 toasts, dropping the oldest first', () => {
    expect(MAX_TOASTS).toBe(20);
    let state: Toast[] = [];
    for (let id = 1; id <= 25; id += 1)
      state = toastReducer(state, { type: 'add', toast: toast(id) });
    expect(state).toHaveLength(20);
    expect(state[0]?.id).toBe(6);
    expect(state.at(-1)?.id).toBe(25);
  });

  it('replaces a toast added again with the same id instead of duplicating it', () => {
    let state = toastReducer([], { type: 'add', toast: toast(1) });
    state = toastReducer(state, { type: 'add', toast: { ...toast(1), message: 'Updated' } });
    expect(state).toEqual([{ ...toast(1), message: 'Updated' }]);
  });

  it('dismisses one toast by id and leaves the others', () => {
    const state = [toast(1), toast(2), toast(3)];
    expect(toastReducer(state, { type: 'dismiss', id: 2 }).map((t) => t.id)).toEqual([1, 3]);
  });

  it('returns the same state for an unknown id or an empty clear (no re-render)', () => {
    const state = [toast(1)];
    expect(toastReducer(state, { type: 'dismiss', id: 9 })).toBe(state);
    const empty: Toast[] = [];
    expect(toastReducer(empty, { type: 'clear' })).toBe(empty);
  });

  it('clears every toast', () => {
    expect(toastReducer([toast(1), toast(2)], { type: 'clear' })).toEqual([]);
  });
});
