import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A form without `method` is sent by the browser as a GET when it is
 * submitted before the page's JavaScript runs: whatever the visitor typed
 * (name, address, message) then lands in the address bar, the history and
 * the server's logs. Every form in the app says how it is sent.
 */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('every form', () => {
  const forms = tsxFiles(path.join(import.meta.dirname)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<form\b([^>]*?)>/gs)].map((match) => ({
      file: path.relative(import.meta.dirname, file),
      attributes: match[1] ?? '',
    })),
  );

  it('finds the forms it checks', () => {
    expect(forms.length).toBeGreaterThan(10);
  });

  it('declares its method: post for what a visitor sends, get only for search', () => {
    const problems = forms.flatMap(({ file, attributes }) => {
      const method = /\bmethod="(post|get)"/.exec(attributes)?.[1];
      if (!method) return [`${file}: <form> without method`];
      if (method === 'get' && !/role="search"/.test(attributes)) {
        return [`${file}: a GET form that is not a search`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });
});
