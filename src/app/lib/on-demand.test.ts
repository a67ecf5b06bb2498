import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('imports once, however many callers ask, and keeps the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: 'module' }));
    const code = onDemand(importer);
    expect(code.current).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.current).toEqual({ default: 'module' });
    await code.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import so the next attempt tries again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const code = onDemand(importer);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.current).toBeUndefined();
    await expect(code.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
