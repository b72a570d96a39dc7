import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of the code base, held by a test in the spirit of bulletproof-react's import boundaries:
 * the domain knows nothing of the server, the browser or the command line; the server knows nothing of
 * the browser or the command line; and no module needs itself, through any chain of value imports, to
 * load (a cycle makes load order matter and hides which module owns a fact). Type-only imports are
 * erased at build time and do not count.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

/** Every source file under a folder of the repository: not its tests unless asked. */
function sourcesUnder(folder: string, tests = false): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && (tests || !/\.test\.tsx?$/.test(entry.name))) found.push(full);
    }
  };
  walk(path.join(ROOT, folder));
  return found;
}

/** The repository files a source file imports by a relative path; type-only imports apart when asked. */
function relativeImports(file: string, values: boolean): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.{1,2}\/[^']+)'/gm);
  return [...statements]
    .filter((match) => !(values && match[1]))
    .map((match) => path.normalize(path.join(path.dirname(file), match[2] ?? '')));
}

const layer = (file: string): string => path.relative(ROOT, file).split(path.sep)[0] ?? '';

/** Where a file sits below a folder of the repository, or null when it is not under it. */
const under = (folder: string, file: string): string | null => {
  const relative = path.relative(path.join(ROOT, folder), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative;
};

const USCIS = 'domain/uscis';

/** A form folder of domain/uscis (i130, i485…): a folder other than the shared building blocks. */
const formFolderOf = (file: string): string | null => {
  const [folder, ...rest] = (under(USCIS, file) ?? '').split(path.sep);
  return rest.length > 0 && folder !== undefined && folder !== 'blocks' ? folder : null;
};

describe('the layers', () => {
  it.each([
    ['domain', ['api', 'web', 'cli']],
    ['api', ['web', 'cli']],
  ])('%s imports nothing from %j', (folder, forbidden) => {
    const crossings = sourcesUnder(folder).flatMap((file) =>
      relativeImports(file, false)
        .filter((target) => (forbidden as string[]).includes(layer(target)))
        .map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`),
    );
    expect(crossings).toEqual([]);
  });

  // What the answers say about a person, the catalogue and the rules sit below the forms' mappings:
  // a mapping reads them, never the other way, type imports included (tests too).
  it.each(['domain/rules', 'domain/people', 'domain/catalogue'])('%s imports nothing from domain/uscis', (folder) => {
    const crossings = sourcesUnder(folder, true).flatMap((file) =>
      relativeImports(file, false)
        .filter((target) => under(USCIS, target) !== null)
        .map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`),
    );
    expect(crossings).toEqual([]);
  });

  // A shared folder added beside the forms under another name than blocks would be taken for a form
  // folder and its readers for crossings: the form folders are the six forms of the package.
  it('the form folders of domain/uscis are the six forms of the package', () => {
    const folders = new Set(sourcesUnder(USCIS, true).flatMap((file) => formFolderOf(file) ?? []));
    expect([...folders].sort()).toEqual(['i130', 'i130a', 'i131', 'i485', 'i765', 'i864']);
  });

  it('a form folder of domain/uscis imports nothing from another form folder', () => {
    const crossings = sourcesUnder(USCIS, true).flatMap((file) => {
      const own = formFolderOf(file);
      return relativeImports(file, false)
        .filter((target) => own !== null && formFolderOf(target) !== null && formFolderOf(target) !== own)
        .map((target) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`);
    });
    expect(crossings).toEqual([]);
  });

  it('no module reaches itself through value imports', () => {
    const files = ['domain', 'api', 'cli', 'web/src'].flatMap((folder) => sourcesUnder(folder));
    const graph = new Map(files.map((file) => [file, relativeImports(file, true).filter((target) => target !== file)]));
    const cycles = stronglyConnected(graph).map((cycle) => cycle.map((file) => path.relative(ROOT, file)).sort());
    expect(cycles).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(stronglyConnected(graph).map((cycle) => cycle.sort())).toEqual([['a', 'b', 'c']]);
  });
});

/** Tarjan's strongly connected components of more than one module: each one is a cycle. */
function stronglyConnected(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
