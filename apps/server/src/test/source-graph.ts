import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The server's import lines, read as text for src/module-graph.test.ts (docs/architecture.md §2
 * "Modules" and "Table owners"): who imports what, and which names.
 */

const SRC = fileURLToPath(new URL('../', import.meta.url));

export interface SourceFile {
  /** Relative to src/, with '/' separators: 'modules/habits/habits.service.ts'. */
  path: string;
  text: string;
}

export interface Edge {
  file: string;
  /** The import as written. */
  specifier: string;
  /** The imported file, relative to src/ ('db/schema.js'). */
  target: string;
  /** The importing file's module ('habits'), or its folder outside modules/ ('plugins', '.'). */
  from: string;
  /** The imported file's module, or undefined outside modules/. */
  to: string | undefined;
  /** Whether it is `import type` / `export type`: nothing of it is there at run time. */
  typeOnly: boolean;
  /** The names it brings, as exported ('users' for `users as u`); '*' for a namespace. */
  names: string[];
  /** `export … from`: the file passes the names on. */
  reExport: boolean;
}

/** `import … from './x.js'`, `export … from '../y/z.js'`, `import './x.js'`: relative ones only. */
const SPECIFIER = /\b(import|export)\s+(type\s+)?(?:([\w*{}\s,$]+?)\s+from\s+)?'(\.{1,2}\/[^']+)'/g;

/** 'habits' for 'modules/habits/x.ts'; the folder ('plugins', 'jobs', '.') elsewhere. */
export function moduleOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'modules') return parts[1] ?? path;
  return parts.length > 1 ? (parts[0] ?? path) : '.';
}

/** The names a binding list brings as they are exported, leaving out the `type` ones. */
function valueNames(bindings: string | undefined): string[] {
  if (bindings === undefined) return [];
  if (/^\*/.test(bindings.trim())) return ['*'];
  const braced = /\{([^}]*)\}/.exec(bindings)?.[1] ?? '';
  return braced
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);
}

export function edgesOf(files: readonly SourceFile[]): Edge[] {
  return files.flatMap((file) =>
    [...file.text.matchAll(SPECIFIER)].map(([, keyword, type, bindings, specifier = '']) => {
      const target = join(dirname(file.path), specifier).split(sep).join('/');
      return {
        file: file.path,
        specifier,
        target,
        from: moduleOf(file.path),
        to: target.startsWith('modules/') ? moduleOf(target) : undefined,
        typeOnly: type !== undefined || /^type\s/.test(bindings ?? ''),
        names: valueNames(bindings),
        reExport: keyword === 'export',
      };
    }),
  );
}

/**
 * Every non-test source file of the server but db/ (the schema, migrations and the runner) and
 * test/ (the tests' own helpers, which may reach into any table).
 */
export function serverSourceFiles(): SourceFile[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .filter((path) => !path.startsWith('db/') && !path.startsWith('test/'))
    .map((path) => ({ path, text: readFileSync(resolve(SRC, path), 'utf8') }));
}

/** The table definitions in db/schema/<file>.ts: SQL name → the file's name. */
export function schemaFileOfTables(): Map<string, string> {
  const dir = resolve(SRC, 'db/schema');
  const found = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(resolve(dir, file), 'utf8');
    for (const [, name = ''] of text.matchAll(/\bpgTable\(\s*'([^']+)'/g)) {
      found.set(name, file.replace(/\.ts$/, ''));
    }
  }
  return found;
}
