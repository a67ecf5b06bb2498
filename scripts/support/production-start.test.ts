import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStartLine, productionStart } from './production-start.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the production start line', () => {
  it('reads the variables and node flags of the last command', () => {
    expect(
      parseStartLine(
        'node scripts/ensure-build.ts && NODE_ENV=production exec node --a=1 --b src/server/main.ts',
      ),
    ).toEqual({ env: { NODE_ENV: 'production' }, flags: ['--a=1', '--b'] });
    expect(() => parseStartLine('vite preview')).toThrow(/not node/);
  });

  it('execs node, so a stop signal reaches the server and npm does not stay its parent', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['start']).toMatch(/&& NODE_ENV=production exec node /);
  });

  it('gives the Docker image the same node flags', () => {
    const { flags } = productionStart(root);
    expect(flags).toContain('--expose-gc'); // the idle memory release needs it
    const cmd = readFileSync(path.join(root, 'Dockerfile'), 'utf8').match(/^CMD (\[.*\])$/m);
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...flags, 'src/server/main.ts']);
  });

  it('gives the systemd unit the same node flags', () => {
    const { flags } = productionStart(root);
    const unit = readFileSync(path.join(root, 'deploy', 'consultancy-site.service'), 'utf8');
    const exec = unit.match(/^ExecStart=(\S+) (.*)$/m);
    expect(exec![1]).toMatch(/node$/);
    expect(exec![2]).toBe([...flags, 'src/server/main.ts'].join(' '));
  });
});
