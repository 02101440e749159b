import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The server's module rules (docs/architecture.md §2, "Modules"), read from the import lines of
 * every non-test file under modules/: no module imports another module's repository, the modules
 * import one another without a loop, and a repository imports no service or route, a service no
 * route. eslint.config.js says the same per file; this test also sees the loops.
 */

const MODULES = fileURLToPath(new URL('./modules/', import.meta.url));

/** `import … from './x.js'`, `export … from '../y/z.js'`, `import './x.js'`: relative ones only. */
const SPECIFIER = /\b(?:import|export)\s+(?:[\w*{}\s,$]+?\s+from\s+)?'(\.{1,2}\/[^']+)'/g;

interface SourceFile {
  /** Relative to modules/, with '/' separators: 'habits/habits.service.ts'. */
  path: string;
  text: string;
}

interface Edge {
  file: string;
  /** The import as written. */
  specifier: string;
  /** The imported file, relative to modules/ ('../db/client.js' when outside). */
  target: string;
  from: string;
  /** The imported file's module, or undefined outside modules/. */
  to: string | undefined;
}

const moduleOf = (path: string) => path.split('/')[0] ?? path;

function edgesOf(files: readonly SourceFile[]): Edge[] {
  return files.flatMap((file) =>
    [...file.text.matchAll(SPECIFIER)].map(([, specifier = '']) => {
      const target = join(dirname(file.path), specifier).split(sep).join('/');
      return {
        file: file.path,
        specifier,
        target,
        from: moduleOf(file.path),
        to: target.startsWith('../') ? undefined : moduleOf(target),
      };
    }),
  );
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

/** Everything that breaks a rule, as 'file: import' lines (empty when the graph is clean). */
function moduleRuleBreaks(files: readonly SourceFile[]) {
  const edges = edgesOf(files);
  const line = (e: Edge) => `${e.file}: '${e.specifier}'`;
  return {
    otherModulesRepository: edges
      .filter((e) => e.to !== undefined && e.to !== e.from && e.target.endsWith('.repository.js'))
      .map(line),
    cycles: cyclesOf(edges),
    layering: edges
      .filter(
        (e) =>
          (e.file.endsWith('.repository.ts') && /\.(service|routes)\.js$/.test(e.target)) ||
          (e.file.endsWith('.service.ts') && e.target.endsWith('.routes.js')),
      )
      .map(line),
  };
}

function serverModuleFiles(): SourceFile[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({
      path: path.split(sep).join('/'),
      text: readFileSync(resolve(MODULES, path), 'utf8'),
    }));
}

describe('server modules', () => {
  const breaks = moduleRuleBreaks(serverModuleFiles());

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
    const files = [
      { path: 'a/a.repository.ts', text: "import { run } from './a.service.js';" },
      { path: 'a/a.service.ts', text: "import {\n  x,\n  type Y,\n} from '../b/b.repository.js';" },
      { path: 'b/b.service.ts', text: "export * from '../a/a.routes.js';" },
      { path: 'c/c.ts', text: "import '../../db/client.js';" },
    ];
    expect(moduleRuleBreaks(files)).toEqual({
      otherModulesRepository: ["a/a.service.ts: '../b/b.repository.js'"],
      cycles: ['a → b → a'],
      layering: ["a/a.repository.ts: './a.service.js'", "b/b.service.ts: '../a/a.routes.js'"],
    });
  });
});
