/**
 * The baseline `npm run lighthouse` compares the working tree with: a git
 * ref (LIGHTHOUSE_BASELINE, else `origin/main` if the clone has it, else
 * `HEAD`), exported with `git archive` into .tmp/ and built there for
 * production with the checkout's node_modules (a symlink; nothing is
 * installed). The export and its build are kept, keyed by the commit and the
 * installed packages, so the next run against the same commit starts at
 * once; a half-made one (no marker file) is made again.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Baseline {
  /** The ref as given or chosen (`origin/main`, `HEAD`, a tag…). */
  ref: string;
  commit: string;
  /** The exported tree: the server runs from here. */
  dir: string;
  buildDir: string;
}

type Run = (
  command: string,
  argv: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) => Promise<string>;

async function git(root: string, argv: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn('git', argv, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve(code === 0 ? out.trim() : undefined));
  });
}

/** The commit of `ref`, or undefined when the clone does not know it. */
export const commitOf = (root: string, ref: string) =>
  git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);

/** LIGHTHOUSE_BASELINE if set, else origin/main if it exists, else HEAD. */
export async function chooseBaseline(
  root: string,
  given: string | undefined,
): Promise<{ ref: string; commit: string }> {
  const candidates = given ? [given] : ['origin/main', 'HEAD'];
  for (const ref of candidates) {
    const commit = await commitOf(root, ref);
    if (commit) return { ref, commit };
  }
  throw new Error(`LIGHTHOUSE_BASELINE=${given} is not a commit this clone knows`);
}

/** A short description of the working tree: its HEAD, and whether it has changes. */
export async function describeWorkingTree(root: string): Promise<string> {
  const head = (await git(root, ['rev-parse', '--short=10', 'HEAD'])) ?? 'unknown';
  const status = (await git(root, ['status', '--porcelain', '--untracked-files=no'])) ?? '';
  return status ? `${head} with uncommitted changes` : `${head} (clean)`;
}

function installedPackagesKey(root: string): string {
  const lock = path.join(root, 'node_modules', '.package-lock.json');
  const hash = createHash('sha256');
  hash.update(existsSync(lock) ? readFileSync(lock) : 'no lock');
  return hash.digest('hex').slice(0, 8);
}

function extract(root: string, commit: string, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', commit], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    tar.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    let failed = false;
    const done = (what: string) => (code: number | null) => {
      if (code !== 0 && !failed) {
        failed = true;
        reject(new Error(`${what} exited with ${code}: ${errors}`));
      }
      if (--pending === 0 && !failed) resolve();
    };
    archive.on('error', reject);
    tar.on('error', reject);
    archive.on('close', done('git archive'));
    tar.on('close', done('tar'));
  });
}

/** The baseline's tree and production build, made unless an earlier run left them. */
export async function prepareBaseline(
  root: string,
  choice: { ref: string; commit: string },
  run: Run,
): Promise<Baseline & { reused: boolean }> {
  const key = `${choice.commit.slice(0, 12)}-${installedPackagesKey(root)}`;
  const home = path.join(root, '.tmp', `lighthouse-baseline-${key}`);
  const dir = path.join(home, 'tree');
  // The build goes beside the tree, not into it: an exported tree is no git
  // repository, so Tailwind's scanner would not honour its .gitignore and
  // would read the client build's output while building the server, which
  // then links a stylesheet (other hash) that the browser loads a second time.
  const buildDir = path.join(home, 'build');
  const marker = path.join(home, 'ready');
  if (existsSync(marker)) return { ...choice, dir, buildDir, reused: true };
  await rm(home, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await extract(root, choice.commit, dir);
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await run('npm', ['run', 'build'], { cwd: dir, env: { BUILD_DIR: buildDir } });
  await writeFile(marker, `${choice.ref} ${choice.commit}\n`);
  return { ...choice, dir, buildDir, reused: false };
}
