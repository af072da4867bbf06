import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_DIR } from './contracts-package';
import type { ContractsState } from './declaration-changes';

/** Where the declarations of the last published version are committed, for the changelog rule to compare with. */
const PUBLISHED_DIR = path.join(CONTRACTS_DIR, 'published');

/** The file beside them that names their version. */
const VERSION_FILE = 'version.json';

/** The declaration files under a folder, keyed by their path in it, with `/` separators. */
function declarationFiles(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.d.ts'));
  return new Map(entries.sort().map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(dir, file), 'utf8')]));
}

/** The published contracts: their version and declaration files; undefined before the first version is published. */
export function readPublishedContracts(root: string): ContractsState | undefined {
  const dir = path.join(root, PUBLISHED_DIR);
  if (!existsSync(path.join(dir, VERSION_FILE))) return undefined;
  const { version } = JSON.parse(readFileSync(path.join(dir, VERSION_FILE), 'utf8')) as { version: string };
  return { version, files: declarationFiles(dir) };
}

/** Records a version's declarations as the published ones, replacing those of the version before. */
export function recordPublishedContracts(root: string, state: ContractsState): void {
  const dir = path.join(root, PUBLISHED_DIR);
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of state.files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(dir, VERSION_FILE), `${JSON.stringify({ version: state.version }, null, 2)}\n`);
}
