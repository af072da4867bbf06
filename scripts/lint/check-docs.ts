// `npm run lint`: no work log in the docs, in code comments or in test names (an issue number, a numbered work session),
// and no relative link or #anchor, npm script, file tsx runs or repository path of README.md and docs/ that leads nowhere.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { proseOf } from './code-prose';
import { staleReferences, type Tree } from './doc-references';
import { brokenLinks, withoutCode } from './markdown-links';
import { findWorkLog, lineOf } from './work-log';

const CODE_FILES = ['*.ts', '*.tsx', '*.js', '*.cjs', '*.mjs', '*.jsonc', '*.liquid'];

function listed(patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !file.startsWith('node_modules/'));
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // Listed but deleted in the working tree.
    return undefined;
  }
}

const docs = listed(['README.md', 'docs/*.md']);
const code = listed(CODE_FILES);
const problems: string[] = [];
const tree: Tree = {
  scripts: new Set(Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)),
  topFolders: new Set(listed([]).flatMap((file) => (file.includes('/') ? [file.split('/')[0] ?? ''] : []))),
  exists: (relativePath) => existsSync(relativePath),
};

for (const file of docs) {
  const text = read(file);
  if (text === undefined) continue;
  const prose = withoutCode(text);
  for (const hit of findWorkLog(prose)) problems.push(`${file}:${lineOf(prose, hit.offset)}: "${hit.text}": ${hit.reason}`);
  for (const link of brokenLinks(process.cwd(), file, text)) problems.push(`${file}:${link.line}: link ${link.target}: ${link.reason}`);
  for (const stale of staleReferences(text, tree)) problems.push(`${file}:${stale.line}: ${stale.reference}: ${stale.reason}`);
}
for (const file of code) {
  const text = read(file);
  if (text === undefined) continue;
  for (const span of proseOf(file, text)) {
    for (const hit of findWorkLog(span.text)) {
      problems.push(`${file}:${lineOf(text, span.offset + hit.offset)}: "${hit.text}": ${hit.reason}`);
    }
  }
}

for (const problem of problems) console.log(problem);
console.log(`${docs.length} Markdown and ${code.length} code files checked, ${problems.length} work-log references, broken links and stale references`);
process.exitCode = problems.length > 0 ? 1 : 0;
