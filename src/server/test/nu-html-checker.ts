import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * The Nu HTML Checker (vnu: the W3C's checker, whose jar the `vnu-jar`
 * package ships) over many documents in one run. Each start of the JVM costs
 * 1–2 s, so every document is written to one temporary folder and the
 * checker reads them all at once.
 *
 * Java comes from the machine (Debian's JRE is part of its set-up), never
 * from a download: package.json denies vnu-jar's postinstall script, which
 * fetches a JRE from outside the npm registry when `java` is missing, and
 * this calls `java -jar` itself rather than the package's launcher, which
 * would do the same on first use.
 */

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** A deadline for a stuck JVM, well past a run's few seconds on a busy machine. */
const RUN_DEADLINE_MS = 150_000;

/**
 * The JVM's options. `TieredStopAtLevel=1` keeps to the quick compiler: a run
 * of a few seconds ends before the optimising one pays off, and it halves the
 * run's CPU time (3.7 s instead of 7.5 s over the public pages). Its stack
 * frames are larger, so vnu's deep recursion through the HTML schema needs a
 * larger stack than the default 1 MB (vnu asks for at least 512 kB with the
 * default compilers; with the quick one 1 MB overflows).
 */
const JVM_OPTIONS = ['-Xss8m', '-XX:TieredStopAtLevel=1'];

export interface CheckerMessage {
  /** The name the document was handed over under (a page's address). */
  document: string;
  /** `error`, `warning` (vnu's `info` of subtype `warning`) or `info`. */
  type: 'error' | 'warning' | 'info';
  message: string;
  line?: number;
  extract?: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Messages that come from the checker's own outdated schema rather than from
 * a page, each matched in full and kept with the reason. Nothing else is
 * filtered: a real error is fixed in the markup.
 */
export const OUTDATED_SCHEMA_MESSAGES: ReadonlyArray<{ message: RegExp; why: string }> = [
  {
    message:
      /^Attribute “pathLength” not allowed on element “(?:circle|ellipse|line|polygon|polyline|rect)” at this point\.$/,
    why:
      'SVG 2 gives every basic shape (circle, ellipse, line, polygon, polyline, rect) a ' +
      'pathLength; the checker’s SVG schema is SVG 1.1’s, where only <path> had one. ' +
      'Browsers honour it: the /features donut chart measures its slices with it, and ' +
      'lucide icons that draw with it pass for the same reason.',
  },
];

/** Whether a message is one of the checker's schema gaps above. */
export const isOutdatedSchema = (message: CheckerMessage) =>
  OUTDATED_SCHEMA_MESSAGES.some((known) => known.message.test(message.message));

/** Checks every document (name → HTML) and answers every message, each with its document's name. */
export async function checkHtml(documents: ReadonlyMap<string, string>): Promise<CheckerMessage[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vnu-'));
  try {
    // Each document is written as `<its index>.html`, which the messages' file URLs end with.
    const names = [...documents.keys()];
    const files = names.map((_, index) => path.join(dir, `${index}.html`));
    await Promise.all(names.map((name, index) => writeFile(files[index]!, documents.get(name)!)));
    const { messages } = JSON.parse(await runVnu(files)) as { messages: VnuMessage[] };
    return messages.map((message) => toCheckerMessage(message, names));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function toCheckerMessage(message: VnuMessage, names: string[]): CheckerMessage {
  const index = /\/(\d+)\.html$/.exec(message.url ?? '')?.[1];
  return {
    document: (index && names[Number(index)]) || message.url || '(the checker itself)',
    // A non-document error (a file it could not read) fails like an error.
    type: message.type === 'info' ? (message.subType === 'warning' ? 'warning' : 'info') : 'error',
    message: message.message,
    ...(message.lastLine === undefined ? {} : { line: message.lastLine }),
    ...(message.extract === undefined ? {} : { extract: message.extract }),
  };
}

function runVnu(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [
        ...JVM_OPTIONS,
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files,
      ],
      { timeout: RUN_DEADLINE_MS, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          reject(
            new Error(
              'The Nu HTML Checker needs Java 11 or later as `java` on the PATH. The machine’s ' +
                'set-up provides Debian’s JRE; install it with ' +
                '`apt-get update && apt-get install -y default-jre-headless`.',
            ),
          );
        } else if (error) {
          reject(new Error(`vnu failed: ${error.message}\n${stderr}`));
        } else {
          resolve(stdout);
        }
      },
    );
  });
}
