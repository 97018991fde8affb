import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Parts import only downwards and nothing imports itself round a circle (ARCHITECTURE.md, "Parts and
 * who may import whom"; issue 25). Every import of our own code counts: static, `import type`,
 * `export … from` and dynamic `import()` — a type-only or lazy import still ties the two modules
 * together for the reader, so a circle through one is still a circle.
 */

const root = path.resolve(import.meta.dirname, '../..');
const parts = ['shared', 'lambdas', 'infra', 'site/src', 'tools', 'tests'] as const;
type Part = (typeof parts)[number];

/** Who may import whom: shared ← lambdas ← infra; the site beside them on shared only; tools and tests on top. */
const mayImport: Record<Part, readonly Part[]> = {
  shared: ['shared'],
  lambdas: ['lambdas', 'shared'],
  infra: ['infra', 'lambdas', 'shared'],
  'site/src': ['site/src', 'shared'],
  tools: ['tools', 'infra', 'lambdas', 'shared'],
  tests: ['tests', 'tools', 'infra', 'lambdas', 'site/src', 'shared'],
};

const sourceFile = /\.(ts|tsx|astro)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (sourceFile.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The script parts of an .astro file: its frontmatter and its <script> elements. */
function scriptOf(file: string, text: string): string {
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package, not ours
  const target = path.resolve(path.dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next spelling
    }
  }
  return null;
}

function partOf(file: string): Part | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return parts.find((part) => rel === part || rel.startsWith(`${part}/`)) ?? null;
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Our modules and, for each, the modules of ours it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const part of parts) {
    for (const file of walk(path.join(root, part))) {
      const info = ts.preProcessFile(scriptOf(file, readFileSync(file, 'utf8')), true, true);
      const targets = info.importedFiles
        .map((imported) => resolveImport(file, imported.fileName))
        .filter((target): target is string => target !== null && sourceFile.test(target));
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** Each strongly connected component of more than one module (or a module importing itself), by Tarjan's algorithm. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.map(rel).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  const graph = importGraph();

  it('sees the project: every part has modules and imports between them', () => {
    for (const part of parts) expect([...graph.keys()].some((file) => partOf(file) === part), part).toBe(true);
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
  });

  it('form no circle, type-only and dynamic imports included', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('run only downwards: shared ← lambdas ← infra, the site on shared only, tools and tests on top', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = partOf(file)!;
      for (const target of targets) {
        const to = partOf(target);
        if (to === null || !mayImport[from].includes(to)) upward.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('the checks would see a circle and an upward import', () => {
    const a = path.join(root, 'shared/a.ts');
    const b = path.join(root, 'shared/b.ts');
    const c = path.join(root, 'shared/c.ts');
    expect(circles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual([['shared/a.ts', 'shared/b.ts', 'shared/c.ts']]);
    expect(circles(new Map([[a, [b]], [b, [c]], [c, []]]))).toEqual([]);
    expect(mayImport.infra.includes('tools')).toBe(false);
    expect(mayImport['site/src'].includes('lambdas')).toBe(false);
  });
});
