import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from './db/owners.js';
import * as schema from './db/schema.js';
import {
  edgesOf,
  schemaFileOfTables,
  serverSourceFiles,
  type Edge,
  type SourceFile,
} from './test/source-graph.js';

/*
 * The server's module rules (docs/architecture.md §2 "Modules" and "Table owners",
 * docs/decisions/046-table-owners.md), read from the import lines of every non-test file outside
 * db/ and test/: a file uses only the tables its module owns (db/owners.ts), so another module's
 * rows are reached through the owner's service; no file passes a repository's functions on
 * (a service has functions of its own); no module imports another module's repository; the modules
 * import one another without a loop; a repository imports no service or route, a service no route.
 */

interface Owned {
  table: string;
  owner: string;
}

/** Each table object db/schema.ts exports, by its export name: its SQL name and owning module. */
const TABLES: ReadonlyMap<string, Owned> = new Map(
  Object.entries(schema).flatMap(([name, value]) => {
    if (!isTable(value)) return [];
    const table = getTableName(value);
    const owner = (TABLE_OWNERS as Record<string, string>)[table] ?? '(no owner)';
    return [[name, { table, owner }] as const];
  }),
);

const isSchema = (target: string) => target === 'db/schema.js' || target.startsWith('db/schema/');

/** 'modules/a/a.ts: users (table users, owned by users)', once per table a file imports. */
function foreignTables(edges: readonly Edge[], tables: ReadonlyMap<string, Owned>): string[] {
  return edges
    .filter((e) => isSchema(e.target) && !e.typeOnly)
    .flatMap((e) =>
      (e.names.includes('*') ? [...tables.keys()] : e.names).flatMap((name) => {
        const owned = tables.get(name);
        if (!owned || owned.owner === e.from) return [];
        return [`${e.file}: ${name} (table ${owned.table}, owned by ${owned.owner})`];
      }),
    );
}

/** Everything that breaks a rule, as 'file: …' lines (empty when the graph is clean). */
function moduleRuleBreaks(files: readonly SourceFile[], tables = TABLES) {
  const edges = edgesOf(files);
  const modules = edges.filter((e) => e.file.startsWith('modules/'));
  const line = (e: Edge) => `${e.file}: '${e.specifier}'`;
  return {
    foreignTables: foreignTables(edges, tables),
    repositoryReExports: modules
      .filter(
        (e) =>
          e.reExport &&
          !e.typeOnly &&
          e.names.length > 0 &&
          e.target.endsWith('.repository.js') &&
          !e.file.endsWith('.repository.ts'),
      )
      .map(line),
    otherModulesRepository: modules
      .filter((e) => e.to !== undefined && e.to !== e.from && e.target.endsWith('.repository.js'))
      .map(line),
    cycles: cyclesOf(modules),
    layering: modules
      .filter(
        (e) =>
          (e.file.endsWith('.repository.ts') && /\.(service|routes)\.js$/.test(e.target)) ||
          (e.file.endsWith('.service.ts') && e.target.endsWith('.routes.js')),
      )
      .map(line),
  };
}

/** One loop per import that closes one, as 'a → b → a'. */
function cyclesOf(edges: readonly Edge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (to !== undefined && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (module: string, path: string[]) => {
    for (const next of [...(graph.get(module) ?? [])].sort()) {
      const at = path.indexOf(next);
      if (at >= 0) cycles.push([...path.slice(at), next].join(' → '));
      else if (!done.has(next)) visit(next, [...path, next]);
    }
    done.add(module);
  };
  for (const module of [...graph.keys()].sort()) if (!done.has(module)) visit(module, [module]);
  return cycles;
}

/*
 * Tables still used outside their owner, each named, until its SQL moves to the owner
 * (docs/architecture.md, "Table owners"). An entry that no longer occurs fails too, so the list
 * only shrinks.
 */
const NOT_YET_MOVED: readonly string[] = [
  // auth: the signed-in lookup joins the user row to its session in one prepared statement, run on every request.
  'modules/auth/sessions.repository.ts: users (table users, owned by users)',
  // categories: renaming or dropping a category refiles the habits (habits imports categories, so a call back would loop).
  'modules/categories/categories.repository.ts: habits (table habits, owned by habits)',
  // gamification: reads habits inside the check-in's own statement, and moves the points total in the ledger's statement (habits imports gamification, so a call back would loop).
  'modules/gamification/facts.repository.ts: checkIns (table check_ins, owned by habits)',
  'modules/gamification/facts.repository.ts: completions (table completions, owned by habits)',
  'modules/gamification/facts.repository.ts: habits (table habits, owned by habits)',
  'modules/gamification/gamification.repository.ts: habits (table habits, owned by habits)',
  'modules/gamification/gamification.repository.ts: users (table users, owned by users)',
  // habits: a check-in and an undo write the ledger row and move the points total in one statement.
  'modules/habits/check-in.repository.ts: pointEntries (table point_entries, owned by gamification)',
  'modules/habits/check-in.repository.ts: users (table users, owned by users)',
  // premium: the goals list names each linked habit in the statement that reads the goals (a left join).
  'modules/premium/goals.repository.ts: habits (table habits, owned by habits)',
  // reminders: the recipient scans pick who is owed a mail in one statement over the user rows (and the habits with a reminder of their own).
  'modules/reminders/habit-reminders.repository.ts: habits (table habits, owned by habits)',
  'modules/reminders/habit-reminders.repository.ts: users (table users, owned by users)',
  'modules/reminders/recipients.repository.ts: users (table users, owned by users)',
];

describe('server modules', () => {
  const breaks = moduleRuleBreaks(serverSourceFiles());

  it("no file uses a table another module owns (go through the owner's service)", () => {
    expect(breaks.foreignTables.filter((b) => !NOT_YET_MOVED.includes(b))).toEqual([]);
    expect(NOT_YET_MOVED.filter((b) => !breaks.foreignTables.includes(b))).toEqual([]);
  });

  it("no file passes a repository's functions on (a service has functions of its own)", () => {
    expect(breaks.repositoryReExports).toEqual([]);
  });

  it("no module imports another module's repository", () => {
    expect(breaks.otherModulesRepository, 'go through that module’s service instead').toEqual([]);
  });

  it('modules import one another without a loop', () => {
    expect(breaks.cycles, `module cycles: ${breaks.cycles.join('; ')}`).toEqual([]);
  });

  it('a repository imports no service or route, a service no route', () => {
    expect(breaks.layering).toEqual([]);
  });

  it('the checks see each kind of break', () => {
    const tables = new Map([
      ['users', { table: 'users', owner: 'users' }],
      ['habits', { table: 'habits', owner: 'b' }],
    ]);
    const files = [
      { path: 'modules/a/a.repository.ts', text: "import { run } from './a.service.js';" },
      {
        path: 'modules/a/a.service.ts',
        text: "import {\n  x,\n  type Y,\n} from '../b/b.repository.js';",
      },
      { path: 'modules/b/b.service.ts', text: "export * from '../a/a.routes.js';" },
      { path: 'modules/c/c.ts', text: "import '../../db/client.js';" },
      {
        path: 'modules/b/b.repository.ts',
        text: "import { habits, users as u, type UserRow } from '../../db/schema.js';",
      },
      {
        path: 'modules/b/b-history.ts',
        text: "export { find, type Row } from './b.repository.js';",
      },
      { path: 'modules/b/b-types.ts', text: "export type { Row } from './b.repository.js';" },
      { path: 'plugins/p.ts', text: "import * as all from '../db/schema.js';" },
      {
        path: 'modules/users/u.ts',
        text: "import type { habits } from '../../db/schema/habits.js';",
      },
    ];
    expect(moduleRuleBreaks(files, tables)).toEqual({
      foreignTables: [
        'modules/b/b.repository.ts: users (table users, owned by users)',
        'plugins/p.ts: users (table users, owned by users)',
        'plugins/p.ts: habits (table habits, owned by b)',
      ],
      repositoryReExports: ["modules/b/b-history.ts: './b.repository.js'"],
      otherModulesRepository: ["modules/a/a.service.ts: '../b/b.repository.js'"],
      cycles: ['a → b → a'],
      layering: [
        "modules/a/a.repository.ts: './a.service.js'",
        "modules/b/b.service.ts: '../a/a.routes.js'",
      ],
    });
  });
});

describe('table owners (db/owners.ts)', () => {
  const modules = readdirSync(fileURLToPath(new URL('./modules/', import.meta.url)));
  const inSchema = [...TABLES.values()].map((t) => t.table).sort();

  it('every table in the schema has one owner, an existing module, and nothing else is listed', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(inSchema);
    expect(Object.values(TABLE_OWNERS).filter((owner) => !modules.includes(owner))).toEqual([]);
  });

  it("each table is defined in its owner's schema file (db/schema/<owner>.ts)", () => {
    const misplaced = [...schemaFileOfTables()]
      .filter(([table, file]) => (TABLE_OWNERS as Record<string, string>)[table] !== file)
      .map(([table, file]) => `${table} in db/schema/${file}.ts`);
    expect(misplaced).toEqual([]);
    expect([...schemaFileOfTables().keys()].sort()).toEqual(inSchema);
  });
});
