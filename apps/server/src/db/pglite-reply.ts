/*
 * Reads PostgreSQL's raw reply for the worker's query (pglite-fast-query.ts) with node-postgres's
 * own protocol reader (pg-protocol), which hands each column over as text without copying the
 * reply, and parses the columns with PGlite's parsers (docs/decisions/016-pglite-worker.md).
 *
 * NOTE: loaded by the worker with Node's own TypeScript support (see pglite-wire.ts).
 */
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { Parser } from 'pg-protocol/dist/parser.js';
import type {
  BackendMessage,
  CommandCompleteMessage,
  DatabaseError,
  DataRowMessage,
  NotificationResponseMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages.js';

export interface Field {
  name: string;
  dataTypeID: number;
}

/** What one exchange (or two: describe, then execute) with PostgreSQL answered. */
export interface Reply {
  paramTypes: number[];
  fields: Field[] | null;
  rows: Results['rows'];
  command?: string;
  rowCount?: number;
  error?: Error;
}

type Parse = ((text: string, typeId: number) => unknown) | undefined;

/** PGlite's parsers by type id (`db.parsers`), and where a NOTIFY the statement raised goes. */
export interface ReadContext {
  parsers: Record<number, Parse>;
  notify: (channel: string, payload: string) => void;
}

export function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Reads the backend messages of a reply into `reply`. */
export function readReply(
  buf: Buffer,
  reply: Reply,
  options: QueryOptions | undefined,
  context: ReadContext,
): void {
  let parse: Parse[] = [];
  const setFields = (fields: Field[]) => {
    reply.fields = fields;
    parse = fields.map(
      (field) =>
        (options?.parsers?.[field.dataTypeID] ?? context.parsers[field.dataTypeID]) as Parse,
    );
  };
  if (reply.fields) setFields(reply.fields);
  const byName = options?.rowMode !== 'array';
  new Parser().parse(buf, (message: BackendMessage) => {
    switch (message.name) {
      case 'parameterDescription':
        reply.paramTypes = (message as ParameterDescriptionMessage).dataTypeIDs;
        break;
      case 'rowDescription':
        setFields(
          (message as RowDescriptionMessage).fields.map(({ name, dataTypeID }) => ({
            name,
            dataTypeID,
          })),
        );
        break;
      case 'dataRow': {
        const values = (message as DataRowMessage).fields as (string | null)[];
        const fields = reply.fields ?? [];
        const row: unknown[] | Record<string, unknown> = byName ? {} : new Array<unknown>();
        values.forEach((text, i) => {
          const typeId = fields[i]?.dataTypeID ?? 0;
          const parser = parse[i];
          const value = text === null ? null : parser ? parser(text, typeId) : text;
          if (byName) (row as Record<string, unknown>)[fields[i]?.name ?? String(i)] = value;
          else (row as unknown[])[i] = value;
        });
        reply.rows.push(row);
        break;
      }
      case 'commandComplete': {
        const parts = (message as CommandCompleteMessage).text.split(' ');
        reply.command = parts[0];
        const rowCount = parseInt(parts[parts.length - 1] ?? '', 10);
        if (!Number.isNaN(rowCount)) reply.rowCount = rowCount;
        break;
      }
      case 'error':
        // The first one is the statement's error.
        reply.error ??= message as DatabaseError;
        break;
      case 'notification': {
        // A NOTIFY this statement raised.
        const { channel, payload } = message as NotificationResponseMessage;
        context.notify(channel, payload);
        break;
      }
      default:
        // ParseComplete, BindComplete, NoData, ReadyForQuery, NoticeResponse…
        break;
    }
  });
}
