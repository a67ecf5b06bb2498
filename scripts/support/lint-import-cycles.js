import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * ESLint rule `structure/no-import-cycle`: no import cycle in src/, between
 * files or between the parts of the tree. A part is a feature folder
 * (src/app/features/<name>), a server module (src/server/modules/<name>),
 * a folder of src/app/components, any other folder directly under src/app,
 * src/server or src/shared (lib, content, db, plugins…), or a file directly
 * in one of those three. Two parts that import each other, through any
 * chain, fail even when no two files do (blog → newsletter → authoring →
 * blog). Every import counts: type-only ones (a cycle of declarations is
 * still a cycle of design), dynamic ones and re-exports. Tests and their
 * helpers are outside the graph (they may import anything).
 *
 * The rule reads every source file once per lint run; for the file being
 * linted it takes the imports from its text, so a file that is not on disk
 * yet (the cases in lint-boundaries.test.ts) is checked too.
 */

const SOURCE = /\.tsx?$/;
/** Tests and test helpers, as the boundary zones leave them out. */
const TEST = /\.test\.tsx?$|\.fixtures\.ts$|^src\/server\/test\//;

/** The part a source file belongs to (relative path, `/`-separated). */
export function partOf(relative) {
  const match =
    /^src\/(?:app\/features\/[^/]+|app\/components\/[^/]+|server\/modules\/[^/]+|(?:app|server|shared)\/[^/]+(?=\/))/.exec(
      relative,
    );
  return match ? match[0] : relative;
}

/** The source file a relative specifier names, or undefined (a package, an asset, a missing file). */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier.split('?')[0] ?? specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return undefined;
}

function sourceFiles(root, dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(root, full, found);
    else if (SOURCE.test(entry.name) && !TEST.test(toRelative(root, full))) found.push(full);
  }
  return found;
}

const toRelative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The import graph of src/: file → files it imports, and part → parts with one witness edge each. */
function buildGraph(root) {
  const files = new Map();
  const parts = new Map();
  for (const file of sourceFiles(root, path.join(root, 'src'))) {
    const from = toRelative(root, file);
    const targets = new Set();
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolve(file, fileName);
      if (!target || TEST.test(toRelative(root, target))) continue;
      const to = toRelative(root, target);
      targets.add(to);
      const [fromPart, toPart] = [partOf(from), partOf(to)];
      if (fromPart === toPart) continue;
      if (!parts.has(fromPart)) parts.set(fromPart, new Map());
      if (!parts.get(fromPart).has(toPart)) parts.get(fromPart).set(toPart, `${from} → ${to}`);
    }
    files.set(from, targets);
  }
  return { files, parts };
}

/** The path from `start` to `goal` through `next`, or undefined. */
function pathBetween(start, goal, next) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === goal) {
      const steps = [];
      for (let at = node; at !== undefined; at = cameFrom.get(at)) steps.unshift(at);
      return steps;
    }
    for (const following of next(node)) {
      if (!cameFrom.has(following)) {
        cameFrom.set(following, node);
        queue.push(following);
      }
    }
  }
  return undefined;
}

const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between files, feature folders or server modules.' },
    schema: [],
    messages: {
      files: 'Import cycle between files: {{cycle}}.',
      parts:
        'Import cycle between {{cycle}} ({{witnesses}}). Move what both need where both may import it.',
    },
  },
  create(context) {
    const root = context.cwd;
    const self = toRelative(root, context.filename);
    if (!self.startsWith('src/') || TEST.test(self)) return {};
    if (!graphs.has(root)) graphs.set(root, buildGraph(root));
    const { files, parts } = graphs.get(root);
    const selfPart = partOf(self);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolve(context.filename, specifier);
      if (!target) return;
      const to = toRelative(root, target);
      if (TEST.test(to)) return;
      const back = pathBetween(to, self, (file) => files.get(file) ?? []);
      if (back) {
        context.report({ node, messageId: 'files', data: { cycle: [self, ...back].join(' → ') } });
        return;
      }
      const toPart = partOf(to);
      if (toPart === selfPart) return;
      const partsBack = pathBetween(toPart, selfPart, (part) => parts.get(part)?.keys() ?? []);
      if (!partsBack) return;
      const witnesses = partsBack
        .slice(1)
        .map((part, index) => parts.get(partsBack[index]).get(part));
      context.report({
        node,
        messageId: 'parts',
        data: {
          cycle: [selfPart, ...partsBack].join(' → '),
          witnesses: [`${self} → ${to}`, ...witnesses].join('; '),
        },
      });
    }

    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.value),
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
    };
  },
};
