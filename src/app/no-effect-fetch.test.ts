import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One way to read: a screen's data comes from its route's loader, never from
 * a call made in an effect. This reads every module of the app and fails
 * when a `useEffect` callback calls the API: `fetch` itself, or a function
 * imported from `lib/api/` (the calls; the helpers below make none).
 * Live updates that are page data use `useRevalidator`; a click may still
 * fetch a file (a download is not page data). A promise awaited in an effect
 * (`.then`, `await`) counts too: that is how a call passed in as a prop
 * reads data; code loaded on demand is the one exception (CODE_LOADERS).
 */

/** Modules whose effects wait for code (a lazily loaded module), not for data. */
const CODE_LOADERS = new Set(['src/app/lib/on-demand.ts']);

/**
 * Modules of lib/api whose functions are not calls to the server, or are
 * writes made as a screen is left that read nothing (`on-leave`: keepalive).
 */
const NOT_CALLS = new Set([
  'content-changes',
  'visitor-id',
  'expiring-store',
  'request',
  'on-leave',
]);

/** The names a module imports as values from lib/api's calling modules. */
function apiCallNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const match = /\/lib\/api\/([\w-]+)\.ts$/.exec(from);
    if (!match || NOT_CALLS.has(match[1]!)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements)
        if (!element.isTypeOnly) names.add(element.name.text);
    } else if (bindings && ts.isNamespaceImport(bindings)) {
      names.add(bindings.name.text);
    }
  }
  return names;
}

/** The API calls made inside `useEffect` callbacks of a module's source. */
export function fetchesInEffects(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const calls = apiCallNames(source);
  const found: string[] = [];
  const calledName = (call: ts.CallExpression): string | undefined => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) return callee.text;
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
      return callee.expression.text;
    }
    return undefined;
  };
  const waits = !CODE_LOADERS.has(fileName);
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1} ${what}`);
  };
  const inEffect = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calledName(node);
      if (name === 'fetch' || (name && calls.has(name))) report(node, name);
      else if (
        waits &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'then'
      ) {
        report(node, '.then');
      }
    } else if (waits && ts.isAwaitExpression(node)) {
      report(node, 'await');
    }
    ts.forEachChild(node, inEffect);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && calledName(node) === 'useEffect' && node.arguments[0]) {
      inEffect(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function appModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('no screen reads its data in an effect', () => {
  it('finds a call in an effect, and not one in a click handler', () => {
    const text = `
      import { useEffect } from 'react';
      import { listMyBlogs, deleteBlog } from '../../lib/api/blog.ts';
      import { announceContentChange } from '../../lib/api/content-changes.ts';
      export function Screen() {
        useEffect(() => { void listMyBlogs().then(() => {}); announceContentChange(); }, []);
        useEffect(() => { void fetch('/api/x'); }, []);
        useEffect(() => { void props.load().then(() => {}); }, []);
        return <button onClick={() => void deleteBlog('1')} />;
      }`;
    expect(fetchesInEffects('screen.tsx', text)).toEqual([
      'screen.tsx:6 .then',
      'screen.tsx:6 listMyBlogs',
      'screen.tsx:7 fetch',
      'screen.tsx:8 .then',
    ]);
  });

  it('holds for every module of the app', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const found = appModules(path.join(root, 'src', 'app')).flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join('/');
      return fetchesInEffects(relative, readFileSync(file, 'utf8'));
    });
    expect(found).toEqual([]);
  });
});
