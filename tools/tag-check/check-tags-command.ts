import path from 'node:path';
import { parseArgs } from 'node:util';
import { glob } from 'glob';
import { formatProblem, TagCheckError, type DynamicTag, type TagProblem } from './validate-tags';
import { checkServedTags, loadServedValidators } from './served-versions';
import { checkSite } from './check-site';
import { findSiteDeclarations } from './find-site';
import { findWidgetTags } from './find-tags';
import type { SourcePosition } from './html-elements';
import { isPageUrl, readPage } from './read-pages';
import { isReleaseVersion } from '../../registry/versions';

const USAGE = 'npm run check-tags -- [--version name@x.y.z ...] <files, globs or http(s) URLs>';

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

function parseCheckerArguments(args: string[]) {
  return parseArgs({ args, options: { version: { type: 'string', multiple: true } }, allowPositionals: true, strict: true });
}

function readArguments(args: string[]): { patterns: string[]; versions: Record<string, string> } {
  let parsed: ReturnType<typeof parseCheckerArguments>;
  try {
    parsed = parseCheckerArguments(args);
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

/**
 * The files the patterns name, relative to the working directory, then the URLs as given; a pattern that matches
 * nothing is a usage error.
 */
async function expandPatterns(patterns: string[]): Promise<string[]> {
  const files = new Set<string>();
  for (const pattern of patterns.filter((input) => !isPageUrl(input))) {
    const matches = await glob(pattern, { nodir: true });
    if (matches.length === 0) throw new UsageError(`"${pattern}" matches no file`);
    for (const match of matches) files.add(path.relative(process.cwd(), path.resolve(match)));
  }
  return [...[...files].sort(), ...new Set(patterns.filter(isPageUrl))];
}

const bySourceOrder = (a: SourcePosition, b: SourcePosition) => a.line - b.line || a.column - b.column;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const where = (tag: DynamicTag) => `${tag.file}:${tag.line}:${tag.column}  ${tag.widget}`;

/** Where the checker writes: its findings and summary, and what it could not do. */
export interface CheckerOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * The checker over a command line's arguments, against the released widgets in `widgetsDir`: writes its findings
 * and resolves with the exit code (0 no problem, 1 problems or a failure, 2 a command line it cannot run).
 */
export async function checkTagsCommand(args: string[], widgetsDir: string, output: CheckerOutput): Promise<number> {
  try {
    return await check(args, widgetsDir, output);
  } catch (error) {
    output.error(error instanceof TagCheckError ? error.message : String(error instanceof Error ? error.stack : error));
    return error instanceof UsageError ? 2 : 1;
  }
}

async function check(args: string[], widgetsDir: string, { log, error }: CheckerOutput): Promise<number> {
  const { patterns, versions } = readArguments(args);
  const files = await expandPatterns(patterns);
  const served = await loadServedValidators(widgetsDir, versions);
  // A page that cannot be read (a URL that answers 404, a certificate Node does not trust) is an error of its own;
  // the others are checked all the same.
  const read = await Promise.allSettled(files.map(async (file) => ({ file, source: await readPage(file) })));
  const unread = read.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  for (const reason of unread) {
    if (!(reason instanceof TagCheckError)) throw reason;
    error(reason.message);
  }
  const pages = read.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const problems: TagProblem[] = [];
  const dynamic: DynamicTag[] = [];
  let tags = 0;
  for (const { file, source } of pages) {
    const found = findWidgetTags(source);
    // A URL or a saved page is the page as shoppers get it; a template's layout may declare the site for it.
    const wholePage = isPageUrl(file) || /\.html?$/i.test(file);
    const checks = [checkSite(file, findSiteDeclarations(source), { wholePage, tags: found.length }), checkServedTags(file, found, served)];
    tags += found.length;
    problems.push(...checks.flatMap((check) => check.problems).sort(bySourceOrder));
    dynamic.push(...checks.flatMap((check) => check.dynamic).sort(bySourceOrder));
  }
  for (const problem of problems) log(formatProblem(problem));
  for (const { rollout } of served.rollouts) log(`note: checked against ${rollout.remote}@${rollout.version} too, rolled out to ${rollout.percent} % of sessions`);
  if (dynamic.length > 0) log(`note: Liquid writes the props (or the site configuration) of these; check them on rendered pages:\n${dynamic.map((tag) => `  ${where(tag)}`).join('\n')}`);
  log(
    `${count(files.length, 'file')}, ${count(tags, 'tag')} checked, ${count(dynamic.length, 'tag')} with dynamic props not checkable here, ${count(problems.length + unread.length, 'error')}`,
  );
  return problems.length + unread.length > 0 ? 1 : 0;
}
