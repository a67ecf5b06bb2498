import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layoutMembers, staticGraph } from './layout-chunk.ts';

/**
 * What the first load of a public page may run before the visitor does
 * anything (docs/performance.md, "Lighthouse"): code a page does not need at
 * first paint loads when it is used, not once the page has loaded or the
 * browser is idle, since on a phone that work lands in Total Blocking Time.
 */
const app = path.resolve(import.meta.dirname, '../../src/app');
const file = (relative: string) => path.join(app, relative);

/** Code no public page's first load may carry: each loads when the visitor uses it. */
const ON_USE = [
  'features/chat/components/chat-panel.tsx',
  'features/leads/components/lead-dialog-views.tsx',
  'features/accounts/components/user-menu.tsx',
];

describe('before the first interaction', () => {
  const { files } = layoutMembers();

  it('no module every page loads fetches code when the page has loaded or the browser is idle', () => {
    const warming = [...files].filter((member) => {
      if (!/\.tsx?$/.test(member)) return false;
      const source = readFileSync(member, 'utf8');
      return (
        /\brequestIdleCallback\s*\(/.test(source) ||
        /addEventListener\(\s*['"]load['"]/.test(source) ||
        /readyState\s*===\s*['"]complete['"]/.test(source)
      );
    });
    expect(warming.map((member) => path.relative(app, member))).toEqual([]);
  });

  it.each(['features/home/routes/home.tsx', 'features/pricing/routes/pricing.tsx'])(
    '%s and the layout carry none of the code loaded on use',
    (route) => {
      const loaded = new Set([...files, ...staticGraph(file(route))]);
      expect(ON_USE.filter((module) => loaded.has(file(module)))).toEqual([]);
    },
  );

  it('the chat launcher fetches the conversation only when the visitor reaches for it', () => {
    const source = readFileSync(file('features/chat/components/chat-launcher.tsx'), 'utf8');
    expect(source).toMatch(/onPointerEnter=\{warm\}/);
    expect(source).not.toMatch(/setTimeout\(warm/);
  });
});
