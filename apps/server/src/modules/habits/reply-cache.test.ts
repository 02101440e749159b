import { describe, expect, it } from 'vitest';
import { createReplyCache } from './reply-cache.js';

const bytes = (n: number, fill = 'x') => Buffer.from(fill.repeat(n));

describe('the reply cache', () => {
  it('serves a reply only for the version it was built from', () => {
    const cache = createReplyCache(100);
    cache.set('a', 1, bytes(10));
    expect(cache.get('a', 1)?.length).toBe(10);
    expect(cache.get('a', 2)).toBeUndefined();
    // A stale entry is dropped when met, so the old version is gone too.
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps within its bytes, dropping the least recently used first', () => {
    const cache = createReplyCache(30);
    cache.set('a', 1, bytes(10, 'a'));
    cache.set('b', 1, bytes(10, 'b'));
    cache.set('c', 1, bytes(10, 'c'));
    // Reading "a" makes "b" the least recently used.
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('d', 1, bytes(10, 'd'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.get('d', 1)).toBeDefined();
  });

  it('replaces a key in place, and keeps nothing larger than its whole budget', () => {
    const cache = createReplyCache(30);
    cache.set('a', 1, bytes(20));
    cache.set('a', 2, bytes(20));
    cache.set('b', 1, bytes(10));
    // The first "a" no longer counts: both fit.
    expect(cache.get('a', 2)).toBeDefined();
    expect(cache.get('b', 1)).toBeDefined();
    cache.set('huge', 1, bytes(31));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(createReplyCache(0).get('a', 1)).toBeUndefined();
  });
});
