// npm run contracts:build: the contracts package (types of the shared runtime's API and every widget's props) into
// dist/contracts and packed as dist/schaufenster-contracts.tgz. With --record (npm run contracts:publish), the
// changelog rule is checked and the declarations become the published ones in contracts/published/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractsPackageFiles, readPackageTemplate } from './contracts-package';
import { changelogRuleViolations } from './declaration-changes';
import { readPublishedContracts, recordPublishedContracts } from './published-contracts';

/** The packed package, under a name that does not change with its version (the example remote installs it by path). */
const CONTRACTS_TARBALL = 'schaufenster-contracts.tgz';

/** Where the package's files are written before packing. */
const CONTRACTS_PACKAGE_DIR = 'contracts';

/** How to build the package. */
interface BuildOptions {
  /** Check the changelog rule and record the declarations as the published ones. */
  record?: boolean;
  /** Where the package folder and the tarball go; default the repository's dist/. */
  outDir?: string;
}

/** What a build made: the package folder, the tarball and a summary for the console. */
interface BuiltContracts {
  dir: string;
  tarball: string;
  summary: string;
}

/** Writes the package's files into a fresh folder. */
function writePackage(dir: string, files: ReadonlyMap<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** Packs the package with `npm pack` (what a registry would get) and moves the tarball to CONTRACTS_TARBALL. */
function pack(dir: string, outDir: string): string {
  const output = execFileSync('npm', ['pack', dir, '--pack-destination', outDir, '--json'], { cwd: outDir, encoding: 'utf8' });
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error(`npm pack ${dir} packed nothing`);
  const tarball = path.join(outDir, CONTRACTS_TARBALL);
  renameSync(path.join(outDir, packed.filename), tarball);
  return tarball;
}

/** Builds and packs the package (and records it as published with `record`). */
export function buildContracts(root: string, { record = false, outDir = path.join(root, 'dist') }: BuildOptions = {}): BuiltContracts {
  const started = Date.now();
  const files = contractsPackageFiles(root);
  const dir = path.join(outDir, CONTRACTS_PACKAGE_DIR);
  writePackage(dir, files);
  const tarball = pack(dir, outDir);
  const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const { name, version } = readPackageTemplate(root);
  const lines = [`Built ${name}@${version} into ${path.relative(root, dir)}: ${files.size} files, ${(bytes / 1024).toFixed(1)} KiB; packed ${path.relative(root, tarball)}: ${(statSync(tarball).size / 1024).toFixed(1)} KiB`];
  if (record) {
    const declarations = new Map([...files].filter(([file]) => file.endsWith('.d.ts')));
    const current = { version, files: declarations };
    const published = readPublishedContracts(root);
    // The first version has nothing to be compared with.
    const violations = published ? changelogRuleViolations(published, current, files.get('CHANGELOG.md') ?? '') : [];
    if (violations.length > 0) throw new Error(violations.join('\n\n'));
    recordPublishedContracts(root, current);
    lines.push(`Recorded its declarations as the published ${version} in contracts/published/; publish with: npm publish ${path.relative(root, tarball)}`);
  }
  return { dir, tarball, summary: `${lines.join('\n')}\n(${Date.now() - started} ms)` };
}

if (require.main === module) {
  try {
    console.log(buildContracts(path.resolve(__dirname, '../..'), { record: process.argv.includes('--record') }).summary);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
