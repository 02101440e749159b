/**
 * Serialised replies kept in this process's memory, each stored with the version of the data it
 * was built from. A reply is served only while the caller presents the same version, and the
 * version lives in the shared database (users.habits_version, bumped by triggers on every change),
 * so every process sees every other's writes: a stale reply is never served, only rebuilt
 * (docs/decisions/014-habit-list-cache.md).
 *
 * Least recently used entries go first once the kept replies pass `maxBytes`.
 */
export interface ReplyCache {
  get(key: string, version: number): Buffer | undefined;
  set(key: string, version: number, body: Buffer): void;
  /**
   * The reply kept under `key` for `version`, in `encoding`: encoded by `encode` on the first ask
   * and kept beside it (its bytes count too), so a client that takes gzip or Brotli gets bytes
   * compressed once per version, not once per request. Undefined when no such reply is kept.
   * Called after `get`, which has already marked the reply as recently used.
   */
  encoded(
    key: string,
    version: number,
    encoding: string,
    encode: (body: Buffer) => Buffer,
  ): Buffer | undefined;
}

interface Entry {
  version: number;
  /** Bytes, not a string: sending these needs no encoding and no length count per request. */
  body: Buffer;
  /** The body compressed, by encoding name, as clients asked for it. */
  encoded: Map<string, Buffer>;
}

const sizeOf = (entry: Entry) => {
  let size = entry.body.length;
  for (const packed of entry.encoded.values()) size += packed.length;
  return size;
};

export function createReplyCache(maxBytes: number): ReplyCache {
  // NOTE: a Map iterates in insertion order, so re-inserting on each hit keeps the least recently
  // used entry first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= sizeOf(entry);
  };

  const trim = () => {
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      remove(oldestKey, oldest);
    }
  };

  /** The entry of `key` for `version`, now the most recently used; a stale one is dropped. */
  const current = (key: string, version: number) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    remove(key, entry);
    if (entry.version !== version) return undefined;
    entries.set(key, entry);
    bytes += sizeOf(entry);
    return entry;
  };

  return {
    get(key, version) {
      return current(key, version)?.body;
    },
    set(key, version, body) {
      const old = entries.get(key);
      if (old) remove(key, old);
      if (body.length > maxBytes) return;
      entries.set(key, { version, body, encoded: new Map() });
      bytes += body.length;
      trim();
    },
    encoded(key, version, encoding, encode) {
      // NOTE: no second move to the end: the caller has just read the reply with `get`.
      const entry = entries.get(key);
      if (entry?.version !== version) return undefined;
      const kept = entry.encoded.get(encoding);
      if (kept) return kept;
      const packed = encode(entry.body);
      entry.encoded.set(encoding, packed);
      bytes += packed.length;
      trim();
      return packed;
    },
  };
}
