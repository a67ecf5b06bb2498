import { describe, expect, it } from 'vitest';
import { createExpiringStore } from './expiring-store.ts';

function setUp(maxEntries = 3) {
  let time = 0;
  const store = createExpiringStore<string>({ ttlMs: 100, maxEntries, now: () => time });
  return { store, advance: (ms: number) => (time += ms) };
}

describe('expiring store', () => {
  it('reads an entry as fresh until the TTL has passed, then as stale, and keeps it', () => {
    const { store, advance } = setUp();
    expect(store.read('/a')).toBeUndefined();
    store.write('/a', 'A');
    advance(99);
    expect(store.read('/a')).toEqual({ value: 'A', fresh: true });
    advance(1);
    expect(store.read('/a')).toEqual({ value: 'A', fresh: false });
    advance(10_000);
    expect(store.read('/a')).toEqual({ value: 'A', fresh: false });
  });

  it('drops the entry written or rewritten longest ago beyond maxEntries', () => {
    const { store } = setUp(3);
    for (const key of ['/a', '/b', '/c']) store.write(key, key);
    store.write('/a', 'again');
    store.write('/d', '/d');
    expect(store.read('/b')).toBeUndefined();
    store.write('/e', '/e');
    expect(store.read('/c')).toBeUndefined();
    expect(['/a', '/d', '/e'].map((key) => store.read(key)?.value)).toEqual(['again', '/d', '/e']);
  });

  it('makes a rewritten entry fresh again', () => {
    const { store, advance } = setUp();
    store.write('/a', 'A');
    advance(150);
    store.write('/a', 'A2');
    expect(store.read('/a')).toEqual({ value: 'A2', fresh: true });
  });

  it('drops the keys under a prefix, or every key', () => {
    const { store } = setUp(5);
    for (const key of ['/blog', '/blog?page=2', '/blog/post', '/docs']) store.write(key, key);
    store.drop('/blog/');
    expect(store.read('/blog/post')).toBeUndefined();
    expect(store.read('/blog?page=2')?.value).toBe('/blog?page=2');
    store.drop();
    expect(['/blog', '/blog?page=2', '/docs'].map((key) => store.read(key))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
