import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// landing.css holds only the classes of the files it lists: a file the landing page loads up
// front but landing.css leaves out would show unstyled on a first visit, and nothing else would
// notice. This walks main.tsx's static imports (lazy `import()` ones load index.css themselves).

const SRC = path.dirname(fileURLToPath(import.meta.url));

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The app's own modules main.tsx loads without a dynamic import. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /^(?:import|export)\s(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms,
    )) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) queue.push(target);
    }
  }
  return seen;
}

function listedSources(): string[] {
  const css = readFileSync(path.join(SRC, 'landing.css'), 'utf8');
  return [...css.matchAll(/@source\s+'([^']+)'/g)].map((match) =>
    path.resolve(SRC, match[1] ?? ''),
  );
}

describe('landing.css', () => {
  it('lists every file with classes that the landing page loads up front', () => {
    const graph = staticGraph(path.join(SRC, 'main.tsx'));
    // The walk really follows the imports: the page and its frame are in it, the full app not.
    expect(graph).toContain(path.join(SRC, 'features/landing/components/hero.tsx'));
    expect(graph).toContain(path.join(SRC, 'components/footer.tsx'));
    expect(graph).not.toContain(path.join(SRC, 'app/app-routes.tsx'));

    const sources = listedSources();
    const covered = (file: string) =>
      sources.some((source) => file === source || file.startsWith(`${source}${path.sep}`));
    // Class names appear in JSX (className) or in this app's class-string helpers (…Classes).
    const styled = [...graph].filter((file) =>
      /className|Classes\b/.test(readFileSync(file, 'utf8')),
    );
    expect(styled.filter((file) => !covered(file)).map((file) => path.relative(SRC, file))).toEqual(
      [],
    );
  });
});
