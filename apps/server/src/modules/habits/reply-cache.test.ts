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

  it('encodes a kept reply once per version and encoding, and counts what it keeps', () => {
    const cache = createReplyCache(40);
    const calls: string[] = [];
    const encode = (name: string) => (body: Buffer) => {
      calls.push(name);
      return body.subarray(0, 5);
    };
    cache.set('a', 1, bytes(20, 'a'));
    expect(cache.encoded('a', 1, 'br', encode('br'))?.toString()).toBe('aaaaa');
    expect(cache.encoded('a', 1, 'br', encode('br'))?.toString()).toBe('aaaaa');
    expect(cache.encoded('a', 1, 'gzip', encode('gzip'))?.length).toBe(5);
    expect(calls).toEqual(['br', 'gzip']);
    // Another version, or a reply not kept, has nothing encoded.
    expect(cache.encoded('a', 2, 'br', encode('br'))).toBeUndefined();
    expect(cache.encoded('b', 1, 'br', encode('br'))).toBeUndefined();
    expect(calls).toEqual(['br', 'gzip']);
    // The copies count: "a" with its two (30 bytes) makes way for "b" (15), and "b" with its copy
    // (20) for "c" and "d" (25), in a budget of 40.
    cache.set('b', 1, bytes(15, 'b'));
    expect(cache.get('a', 1)).toBeUndefined();
    cache.encoded('b', 1, 'br', encode('br'));
    cache.set('c', 1, bytes(15, 'c'));
    cache.set('d', 1, bytes(10, 'd'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBeDefined();
    expect(cache.get('d', 1)).toBeDefined();
  });
});
