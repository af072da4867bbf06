// npm run check-tags -- [--version name@x.y.z ...] <files or globs>: checks the widget tags of CMS templates or pages
// against the props schemas of the released widgets: every version a shopper can get (each remote's pinned version
// and a running rollout), or the one --version names.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { glob } from 'glob';
import { formatProblem, TagCheckError, type DynamicTag, type TagProblem } from './tag-check/validate-tags';
import { checkServedTags, loadServedValidators } from './tag-check/served-versions';
import { findWidgetTags } from './tag-check/find-tags';
import { distDir } from '../registry/registry-files';
import { isReleaseVersion } from '../registry/versions';

const USAGE = 'npm run check-tags -- [--version name@x.y.z ...] <files or globs>';

/** `--version header@1.2.0`: a remote and a release version; undefined for anything else. */
function readVersionFlag(flag: string): { remote: string; version: string } | undefined {
  const at = flag.indexOf('@');
  const [remote, version] = [flag.slice(0, at), flag.slice(at + 1)];
  return at > 0 && /^[a-z][a-z0-9-]*$/.test(remote) && isReleaseVersion(version) ? { remote, version } : undefined;
}

/** A command line the checker cannot run (exit code 2). */
class UsageError extends TagCheckError {
  override readonly name: string = 'UsageError';
}

function parseCheckerArguments() {
  return parseArgs({ args: process.argv.slice(2), options: { version: { type: 'string', multiple: true } }, allowPositionals: true, strict: true });
}

function readArguments(): { patterns: string[]; versions: Record<string, string> } {
  let parsed: ReturnType<typeof parseCheckerArguments>;
  try {
    parsed = parseCheckerArguments();
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  if (parsed.positionals.length === 0) throw new UsageError(`No files given.\nUsage: ${USAGE}`);
  const versions: Record<string, string> = {};
  for (const flag of parsed.values.version ?? []) {
    const named = readVersionFlag(flag);
    if (!named) throw new UsageError(`--version takes name@x.y.z, got "${flag}"\nUsage: ${USAGE}`);
    versions[named.remote] = named.version;
  }
  return { patterns: parsed.positionals, versions };
}

/** The files the patterns name, relative to the working directory; a pattern that matches nothing is a usage error. */
async function expandPatterns(patterns: string[]): Promise<string[]> {
  const files = new Set<string>();
  for (const pattern of patterns) {
    const matches = await glob(pattern, { nodir: true });
    if (matches.length === 0) throw new UsageError(`"${pattern}" matches no file`);
    for (const match of matches) files.add(path.relative(process.cwd(), path.resolve(match)));
  }
  return [...files].sort();
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const where = (tag: DynamicTag) => `${tag.file}:${tag.line}:${tag.column}  ${tag.widget}`;

async function main(): Promise<number> {
  const { patterns, versions } = readArguments();
  const files = await expandPatterns(patterns);
  const served = await loadServedValidators(distDir(), versions);
  const problems: TagProblem[] = [];
  const dynamic: DynamicTag[] = [];
  let tags = 0;
  for (const file of files) {
    const found = findWidgetTags(await readFile(file, 'utf8'));
    const check = checkServedTags(file, found, served);
    tags += found.length;
    problems.push(...check.problems);
    dynamic.push(...check.dynamic);
  }
  for (const problem of problems) console.log(formatProblem(problem));
  for (const { rollout } of served.rollouts) console.log(`note: checked against ${rollout.remote}@${rollout.version} too, rolled out to ${rollout.percent} % of sessions`);
  if (dynamic.length > 0) console.log(`note: Liquid writes the data-props of these tags; check them on rendered pages:\n${dynamic.map((tag) => `  ${where(tag)}`).join('\n')}`);
  console.log(
    `${count(files.length, 'file')}, ${count(tags, 'tag')} checked, ${count(dynamic.length, 'tag')} with dynamic props not checkable here, ${count(problems.length, 'error')}`,
  );
  return problems.length > 0 ? 1 : 0;
}

// exitCode rather than exit(): output to a pipe must be written in full first.
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof TagCheckError ? error.message : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
