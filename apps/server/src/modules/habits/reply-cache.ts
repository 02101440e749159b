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
}

interface Entry {
  version: number;
  /** Bytes, not a string: sending these needs no encoding and no length count per request. */
  body: Buffer;
}

export function createReplyCache(maxBytes: number): ReplyCache {
  // NOTE: a Map iterates in insertion order, so re-inserting on each hit keeps the least recently
  // used entry first.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.version !== version) {
        bytes -= entry.body.length;
        return undefined;
      }
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, body) {
      const old = entries.get(key);
      if (old) remove(key, old);
      if (body.length > maxBytes) return;
      entries.set(key, { version, body });
      bytes += body.length;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        remove(oldestKey, oldest);
      }
    },
  };
}
