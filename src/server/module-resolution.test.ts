import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { directResolution } from './module-resolution.ts';

describe('the drizzle-orm resolution shortcut', () => {
  it('answers only relative .js imports from inside drizzle-orm', () => {
    const parent = 'file:///app/node_modules/drizzle-orm/pg-core/table.js';
    expect(directResolution('./columns/index.js', parent)).toBe(
      'file:///app/node_modules/drizzle-orm/pg-core/columns/index.js',
    );
    expect(directResolution('../entity.js', parent)).toBe(
      'file:///app/node_modules/drizzle-orm/entity.js',
    );
    expect(directResolution('pg', parent)).toBeUndefined();
    expect(directResolution('./data.json', parent)).toBeUndefined();
    expect(directResolution('../../other/index.js', parent)).toBeUndefined();
    expect(directResolution('./x.js', 'file:///app/src/server/app.ts')).toBeUndefined();
  });

  // A child process loads the whole server: seconds of CPU, many more on a busy machine.
  it(
    'gives every file the server loads the URL and format Node gives it',
    { timeout: 60_000 },
    () => {
      // Node resolves everything; for each import the shortcut would answer,
      // its answer is compared with Node's. Loading the app loads every
      // drizzle-orm module the server uses.
      const script = `
      import { registerHooks } from 'node:module';
      import { directResolution } from './src/server/module-resolution.ts';
      const checked = [];
      const differ = [];
      registerHooks({
        resolve(specifier, context, nextResolve) {
          const result = nextResolve(specifier, context);
          const direct = directResolution(specifier, context.parentURL);
          if (direct) {
            checked.push(direct);
            if (direct !== result.url || result.format !== 'module') differ.push([direct, result]);
          }
          return result;
        },
      });
      await import('./src/server/app.ts');
      console.log(JSON.stringify({ checked: checked.length, differ }));
    `;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
        checked: number;
        differ: unknown[];
      };
      expect(result.checked).toBeGreaterThan(100);
      expect(result.differ).toEqual([]);
    },
  );
});
