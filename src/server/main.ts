/**
 * The server's entry point (`node src/server/main.ts`; see start.ts). The
 * resolution shortcut must be registered before any module that imports
 * drizzle-orm is loaded, so the rest is imported dynamically after it.
 */
import { resolveDrizzleDirectly } from './module-resolution.ts';

resolveDrizzleDirectly();
const { start } = await import('./start.ts');
start().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
