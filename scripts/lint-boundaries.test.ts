import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layout rules are only worth what the linter enforces: each case lints
 * a file that would sit in the tree (it need not exist) and expects the
 * boundary rule to fire, or not.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the import boundaries', () => {
  it('refuse a feature reaching into another feature’s files', async () => {
    const ids = await ruleIds(
      'src/app/features/home/routes/example.tsx',
      "import { ContactForm } from '../../leads/components/contact-form.tsx';\nexport const x = ContactForm;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('let a feature use another feature’s public.ts', async () => {
    const ids = await ruleIds(
      'src/app/features/home/routes/example.tsx',
      "import { ContactForm } from '../../leads/public.ts';\nexport const x = ContactForm;\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('refuse shared components reaching into a feature', async () => {
    const ids = await ruleIds(
      'src/app/components/layout/example.tsx',
      "import { useAuth } from '../../features/accounts/session/auth-context.ts';\nexport const x = useAuth;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuse a content file importing a component', async () => {
    const ids = await ruleIds(
      'src/app/features/home/content/example.ts',
      "import { Button } from '../../../components/ui/button.tsx';\nexport const x = Button;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuse app code importing the server', async () => {
    const ids = await ruleIds(
      'src/app/lib/example.ts',
      "import { buildApp } from '../../server/app.ts';\nexport const x = buildApp;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuse a server module reaching into another module’s repository', async () => {
    const ids = await ruleIds(
      'src/server/modules/users/example.ts',
      "import { findUserById } from '../auth/auth.repository.ts';\nexport const x = findUserById;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('let a server module use another module’s service', async () => {
    const ids = await ruleIds(
      'src/server/modules/users/example.ts',
      "import { toPublicUser } from '../auth/auth.service.ts';\nexport const x = toPublicUser;\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('refuse the database layer reaching into a module', async () => {
    const ids = await ruleIds(
      'src/server/db/example.ts',
      "import { hashPassword } from '../modules/auth/secrets.ts';\nexport const x = hashPassword;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });
}, 60_000);
