/**
 * A shortcut through Node's module resolution for drizzle-orm, registered
 * before the server's modules load (main.ts).
 *
 * Node 24 resolves every `.js` file of a package by reading its package.json
 * `type`, and each time it parses the package's `exports` map again.
 * drizzle-orm's map is 178 KB and the server loads a few hundred of its
 * files: importing it cost 0.65 s of the start and a 350 MB peak of garbage
 * (with the shortcut: 0.07 s). drizzle-orm's own files import each other by
 * relative `.js` paths and the package is ESM (`"type": "module"`), so such
 * an import is answered here with the URL and format Node would give
 * (module-resolution.test.ts compares them), and everything else goes to Node.
 */
import { registerHooks } from 'node:module';

const PACKAGE = '/node_modules/drizzle-orm/';

/** The URL of a drizzle-orm file's relative import, or undefined for Node to resolve. */
export function directResolution(specifier: string, parentURL: string | undefined) {
  if (!parentURL?.includes(PACKAGE) || !specifier.endsWith('.js')) return undefined;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const url = new URL(specifier, parentURL).href;
  return url.includes(PACKAGE) ? url : undefined;
}

export function resolveDrizzleDirectly(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const url = directResolution(specifier, context.parentURL);
      if (url) return { url, format: 'module', shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
}
