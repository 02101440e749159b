// Small checks for replies read without zod (see reply-shapes.ts).

export type Fields = Record<string, unknown>;

export function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringRecord(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

/** Picks `keys` when each is a string; null otherwise. Other keys are dropped, as zod does. */
export function pickStrings<K extends string>(
  body: unknown,
  keys: readonly K[],
): Record<K, string> | null {
  if (!isObject(body) || !keys.every((key) => typeof body[key] === 'string')) return null;
  return Object.fromEntries(keys.map((key) => [key, body[key]])) as Record<K, string>;
}
