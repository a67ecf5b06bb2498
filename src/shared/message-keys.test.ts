import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every key of a message object (an exported `…_MESSAGES` object literal)
 * is read by code that ships: a key nothing reads is a text no one sees.
 *
 * Uses are found by name, not by text: in each file, the names a message
 * object goes by (its own, or what it is imported as) followed by `.key`,
 * `['key']` or a destructuring; a key a spread brings into another object
 * belongs to the object it comes from. Where an object is handed on as a
 * value (`messages: BLOG_MESSAGES`, read by shared code as `messages.created`),
 * its keys count as used when any shipped code reads a property of that name.
 * Tests read messages to check answers, so their reads do not count.
 */

interface Source {
  file: string;
  text: string;
}

interface MessageObject {
  file: string;
  keys: Set<string>;
  spreads: string[];
  literal: ts.ObjectLiteralExpression;
}

const MESSAGE_OBJECT = /_MESSAGES$/;
const isTest = (file: string) =>
  /\.test\.tsx?$|\.fixtures\.ts$/.test(file) || file.startsWith('src/server/test/');

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

const keyName = (name: ts.PropertyName | ts.BindingName | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;

function messageObjects(parsed: Map<string, ts.SourceFile>): Map<string, MessageObject> {
  const objects = new Map<string, MessageObject>();
  for (const [file, source] of parsed) {
    if (isTest(file)) continue;
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const name = declaration.name.text;
        const literal = unwrap(declaration.initializer);
        if (!MESSAGE_OBJECT.test(name) || !ts.isObjectLiteralExpression(literal)) continue;
        if (objects.has(name)) throw new Error(`${name} is defined twice: names must be unique`);
        const keys = new Set<string>();
        const spreads: string[] = [];
        for (const property of literal.properties) {
          if (ts.isSpreadAssignment(property)) spreads.push(property.expression.getText(source));
          else {
            const key = keyName(property.name);
            if (key) keys.add(key);
          }
        }
        objects.set(name, { file, keys, spreads, literal });
      }
    }
  }
  return objects;
}

/** The message keys no shipped code reads, as `OBJECT.key`; with the counts that show the scan saw something. */
function scanMessageKeys(sources: readonly Source[]) {
  // By extension: a .ts file read as TSX takes `<T,>(…)` for an element and loses the rest.
  const parse = ({ file, text }: Source) =>
    ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
  const shipped = sources.filter(({ file }) => !isTest(file));
  // Only a file that names a message object can define one or read one by name.
  const parsed = new Map(
    shipped.filter(({ text }) => text.includes('_MESSAGES')).map((s) => [s.file, parse(s)]),
  );
  const objects = messageObjects(parsed);
  const used = new Set<string>();
  const handedOn = new Set<string>();

  /** The object that defines `key` for readers of `object` (itself, or what it spreads). */
  const owner = (object: string, key: string, seen = new Set<string>()): string | undefined => {
    const found = objects.get(object);
    if (!found || seen.has(object)) return undefined;
    seen.add(object);
    if (found.keys.has(key)) return object;
    for (const spread of found.spreads) {
      const from = owner(spread, key, seen);
      if (from) return from;
    }
    return undefined;
  };

  const insideLiteralOf = (file: string) => {
    const literals = [...objects.values()].filter((o) => o.file === file).map((o) => o.literal);
    return (node: ts.Node) =>
      literals.some((literal) => node.pos >= literal.pos && node.end <= literal.end);
  };

  for (const [file, source] of parsed) {
    const insideLiteral = insideLiteralOf(file);
    const aliases = new Map<string, string>();
    for (const [name, object] of objects) if (object.file === file) aliases.set(name, name);

    const collectAliases = (node: ts.Node): void => {
      if (ts.isImportSpecifier(node)) {
        const imported = (node.propertyName ?? node.name).text;
        if (objects.has(imported)) aliases.set(node.name.text, imported);
      }
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isIdentifier(node.initializer) &&
        aliases.has(node.initializer.text)
      ) {
        aliases.set(node.name.text, aliases.get(node.initializer.text)!);
      }
      ts.forEachChild(node, collectAliases);
    };
    collectAliases(source);

    const read = (object: string, key: string) => {
      const from = owner(object, key);
      if (from) used.add(`${from}.${key}`);
    };

    const visit = (node: ts.Node): void => {
      const object = ts.isIdentifier(node) ? aliases.get(node.text) : undefined;
      if (object) {
        const parent = node.parent;
        const declares =
          ts.isImportSpecifier(parent) ||
          ts.isExportSpecifier(parent) || // a re-export: its importers are matched by name
          ts.isTypeQueryNode(parent) ||
          ((ts.isVariableDeclaration(parent) || ts.isPropertyAccessExpression(parent)) &&
            parent.name === node);
        if (declares) {
          // not a read
        } else if (ts.isPropertyAccessExpression(parent)) {
          read(object, parent.name.text);
        } else if (
          ts.isElementAccessExpression(parent) &&
          ts.isStringLiteral(parent.argumentExpression)
        ) {
          read(object, parent.argumentExpression.text);
        } else if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
          for (const element of parent.name.elements) {
            const key = keyName(element.propertyName ?? element.name);
            if (key) read(object, key);
          }
        } else if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
          // another name for it (collected above)
        } else if (!(ts.isSpreadAssignment(parent) && insideLiteral(parent))) {
          handedOn.add(object);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  // An object handed on hands on what it spreads too.
  for (let grew = true; grew;) {
    grew = false;
    for (const name of handedOn) {
      for (const spread of objects.get(name)?.spreads ?? []) {
        if (objects.has(spread) && !handedOn.has(spread)) {
          handedOn.add(spread);
          grew = true;
        }
      }
    }
  }

  // The keys of objects handed on that no name reads: read as a property of that name anywhere?
  const generic = new Set<string>();
  for (const name of handedOn) {
    for (const key of objects.get(name)?.keys ?? [])
      if (!used.has(`${name}.${key}`)) generic.add(key);
  }
  const readNames = new Set<string>();
  // Only a file with `.key`, `['key']` or `{ key` in it can read one (parsing every file is slow).
  const mayRead = new RegExp(`(?:\\.|\\[\\s*['"]|[{,]\\s*)(?:${[...generic].join('|')})\\b`);
  for (const source of shipped) {
    if (generic.size === 0 || !mayRead.test(source.text)) continue;
    const insideLiteral = insideLiteralOf(source.file);
    const visit = (node: ts.Node): void => {
      if (!insideLiteral(node)) {
        if (ts.isPropertyAccessExpression(node)) readNames.add(node.name.text);
        if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) {
          readNames.add(node.argumentExpression.text);
        }
        if (ts.isBindingElement(node)) {
          const key = keyName(node.propertyName ?? node.name);
          if (key) readNames.add(key);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(parsed.get(source.file) ?? parse(source));
  }

  const unused: string[] = [];
  let keys = 0;
  for (const [name, object] of objects) {
    for (const key of object.keys) {
      keys += 1;
      if (used.has(`${name}.${key}`)) continue;
      if (handedOn.has(name) && readNames.has(key)) continue;
      unused.push(`${name}.${key} (${object.file})`);
    }
  }
  return { unused, objects: objects.size, keys, readByName: used.size };
}

function treeSources(root: string): Source[] {
  const sources: Source[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name)) {
        sources.push({ file: relative, text: readFileSync(path.join(root, relative), 'utf8') });
      }
    }
  };
  walk('src');
  return sources;
}

describe('message keys', () => {
  it('finds the keys no shipped code reads, following names, spreads and hand-overs', () => {
    const { unused } = scanMessageKeys([
      {
        file: 'src/shared/a-messages.ts',
        text: `
          export const READING_MESSAGES = { shown: 'a', spreadButUnread: 'b' } as const;
          export const A_MESSAGES = {
            ...READING_MESSAGES,
            direct: 'c',
            viaAlias: 'd',
            destructured: 'e',
            indexed: 'f',
            onlyInATest: 'g',
            sameNameElsewhere: 'h',
            never: 'i',
          } as const;
          export const HANDED_MESSAGES = { readGenerically: 'j', notRead: 'k' };
          const other = { sameNameElsewhere: 1 };
          export const x = other.sameNameElsewhere;`,
      },
      {
        file: 'src/app/a.ts',
        text: `
          import { A_MESSAGES, A_MESSAGES as M, HANDED_MESSAGES } from '../shared/a-messages.ts';
          const { destructured } = A_MESSAGES;
          const N = M;
          export const y = [A_MESSAGES.direct, M.viaAlias, N['indexed'], M.shown, destructured];
          export const kind = { messages: HANDED_MESSAGES };
          export const z = (messages: { readGenerically: string }) => messages.readGenerically;`,
      },
      {
        file: 'src/app/a.test.ts',
        text: `import { A_MESSAGES } from '../shared/a-messages.ts';\nA_MESSAGES.onlyInATest;`,
      },
    ]);
    expect(unused.map((key) => key.split(' ')[0])).toEqual([
      'READING_MESSAGES.spreadButUnread',
      'A_MESSAGES.onlyInATest',
      'A_MESSAGES.sameNameElsewhere',
      'A_MESSAGES.never',
      'HANDED_MESSAGES.notRead',
    ]);
  });

  it('are all read by the code that ships', { timeout: 30_000 }, () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const scan = scanMessageKeys(treeSources(root));
    // The scan saw the tree: the message objects, their keys and the reads by name.
    expect(scan.objects).toBeGreaterThanOrEqual(20);
    expect(scan.keys).toBeGreaterThan(300);
    expect(scan.readByName).toBeGreaterThan(scan.keys / 2);
    expect(scan.unused).toEqual([]);
  });
});
