/**
 * How `npm start` starts the server, read from package.json's "start"
 * script, so the scripts that start a production server (`npm run memory`,
 * `bench`, `loadtest`, `test:cluster`) run it with the very node flags
 * production uses: the line's last command, `[VAR=value…] [exec] node
 * [flags…] src/server/main.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProductionStart {
  /** Variables the start line sets before node (NODE_ENV among them). */
  env: Record<string, string>;
  /** Node's flags, before the script. */
  flags: string[];
}

export function parseStartLine(line: string): ProductionStart {
  const last = line.split('&&').at(-1)!.trim();
  const tokens = last.split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < tokens.length && /^[A-Z_][A-Z0-9_]*=/.test(tokens[i]!); i++) {
    const [name, ...value] = tokens[i]!.split('=');
    env[name!] = value.join('=');
  }
  if (tokens[i] === 'exec') i++;
  if (tokens[i] !== 'node') throw new Error(`the start line's last command is not node: ${last}`);
  const script = tokens.findIndex((token, index) => index > i && token.endsWith('main.ts'));
  if (script < 0) throw new Error(`the start line does not run src/server/main.ts: ${last}`);
  return { env, flags: tokens.slice(i + 1, script) };
}

export function productionStart(root: string): ProductionStart {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return parseStartLine(pkg.scripts['start'] ?? '');
}

/** node's arguments for a production server: the start line's flags, then main.ts. */
export function productionServerArgs(root: string): string[] {
  return [...productionStart(root).flags, path.join(root, 'src', 'server', 'main.ts')];
}
