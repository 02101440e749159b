/*
 * PGlite's query options across the embedded database's thread. Its `parsers` are functions, which
 * a structured clone refuses: only the types they apply to cross, the worker hands those columns
 * back as text (`optionsFromWire`), and the app's side runs the parsers (`applyParsers`).
 *
 * NOTE: loaded by the worker too, with Node's own TypeScript support (see pglite-wire.ts).
 */
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WireQueryOptions } from './pglite-protocol.js';

/** The app's side: what of `options` can cross. */
export function optionsToWire(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('PGlite on a worker thread takes no serializers, blob or onNotice options');
  }
  const wire: WireQueryOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.paramTypes) wire.paramTypes = options.paramTypes;
  if (options.parsers) wire.rawTypes = Object.keys(options.parsers).map(Number);
  return wire;
}

/** The app's side: the caller's parsers run on the columns the worker left as text. */
export function applyParsers<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns: { index: number; name: string; parse: (value: string) => unknown }[] = [];
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (parse) columns.push({ index, name: field.name, parse });
  });
  if (columns.length === 0) return result;
  const byIndex = options.rowMode === 'array';
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, parse } of columns) {
      const key = byIndex ? index : name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  }
  return result;
}

const asText = (value: string) => value;
const textParsers = new Map<string, Record<number, (value: string) => string>>();

/** The worker's side: PGlite's options, with the parsed types read as text. */
export function optionsFromWire(wire: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.rawTypes?.length) {
    const key = wire.rawTypes.join(',');
    let parsers = textParsers.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(wire.rawTypes.map((type) => [type, asText]));
      textParsers.set(key, parsers);
    }
    options.parsers = parsers;
  }
  return options;
}
