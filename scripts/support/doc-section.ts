/**
 * Generated sections of a markdown document: the block between
 * `<!-- name:start -->` and `<!-- name:end -->` is replaced, everything else
 * in the file is kept (used by `npm run bench` and `npm run lighthouse` for
 * docs/performance.md).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

const DEFAULT_HEADER = `# Performance

Measured figures for this site. Each section says which command regenerates it; a block between \
\`name:start\` and \`name:end\` markers is rewritten by its command, everything else is kept as is.
`;

export async function writeDocSection(docPath: string, name: string, section: string) {
  const START = `<!-- ${name}:start -->`;
  const END = `<!-- ${name}:end -->`;
  const options = (await resolveConfig(docPath)) ?? {};
  const formatted = (await format(section, { ...options, parser: 'markdown' })).trim();
  // Blank lines around the markers, as prettier's markdown style has them.
  const block = `${START}\n\n${formatted}\n\n${END}`;
  let doc = `${DEFAULT_HEADER}\n${block}\n`;
  if (existsSync(docPath)) {
    const current = await readFile(docPath, 'utf8');
    const start = current.indexOf(START);
    const end = current.indexOf(END);
    doc =
      start !== -1 && end > start
        ? current.slice(0, start) + block + current.slice(end + END.length)
        : `${current.trimEnd()}\n\n${block}\n`;
  }
  await mkdir(path.dirname(docPath), { recursive: true });
  await writeFile(docPath, doc);
}
