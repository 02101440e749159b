/* JSON text, including what JSON.stringify cannot write. */

/** A JSON fragment sent as written: 1e999, deep nesting, __proto__ keys. */
export class Raw {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so keys may repeat or be __proto__. */
export class Entries {
  constructor(readonly list: ReadonlyArray<readonly [string, Value]>) {}
}

export type Value = Raw | Entries | Value[] | string | number | boolean | null | object;

export function jsonText(value: Value): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries) {
    return `{${value.list.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${(value as Value[]).map(jsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}
