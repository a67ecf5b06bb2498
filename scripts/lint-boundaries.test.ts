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

  it('refuse shared components importing a feature, even through its public.ts', async () => {
    const ids = await ruleIds(
      'src/app/components/layout/example.tsx',
      "import { useAuth } from '../../features/accounts/public.ts';\nexport const x = useAuth;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
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

describe('the import cycles', () => {
  it('refuse two files importing each other, a dynamic import included', async () => {
    const ids = await ruleIds(
      'src/server/storage.ts',
      "export const s3 = () => import('./storage-s3.ts');\n",
    );
    expect(ids).toContain('structure/no-import-cycle');
  });

  it('refuse a cycle between feature folders through their public.ts files', async () => {
    // blog shows the newsletter's sign-up, whose composer uses the authoring kit.
    const ids = await ruleIds(
      'src/app/features/authoring/example.ts',
      "import { blogPosting } from '../blog/public.ts';\nexport const x = blogPosting;\n",
    );
    expect(ids).toContain('structure/no-import-cycle');
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('refuse a cycle between server modules through their services', async () => {
    // auth sends mail, and mail queues jobs.
    const ids = await ruleIds(
      'src/server/modules/jobs/example.ts',
      "import { toPublicUser } from '../auth/auth.service.ts';\nexport const x = toPublicUser;\n",
    );
    expect(ids).toContain('structure/no-import-cycle');
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('count a type-only import', async () => {
    // The comments module builds on server/content.
    const ids = await ruleIds(
      'src/server/content/example.ts',
      "import type { CommentsService } from '../modules/comments/comments.service.ts';\nexport type X = CommentsService;\n",
    );
    expect(ids).toContain('structure/no-import-cycle');
  });

  it('let a feature use another feature that does not use it back', async () => {
    const ids = await ruleIds(
      'src/app/features/home/routes/example.tsx',
      "import { ContactForm } from '../../leads/public.ts';\nexport const x = ContactForm;\n",
    );
    expect(ids).not.toContain('structure/no-import-cycle');
  });
}, 60_000);
