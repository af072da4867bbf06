/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { MODULE_TAG_NAMES } from '../../registry/remotes';
import { sharedModules } from '../../bundling/webpack.config';
import { contractsPackageFiles, federationOptions, readPackageTemplate } from './contracts-package';
import { changelogRuleViolations } from './declaration-changes';
import { readPublishedContracts } from './published-contracts';

const root = path.resolve(__dirname, '../..');
let files: Map<string, string>;
let declarations: Map<string, string>;

beforeAll(() => {
  files = contractsPackageFiles(root);
  declarations = new Map([...files].filter(([file]) => file.endsWith('.d.ts')));
});

/** The package's manifest as built. */
const manifest = () => JSON.parse(files.get('package.json') ?? '{}') as { version: string; types: string; exports: Record<string, string | { types: string }> };

describe('the contracts package', () => {
  test('types the props of every module a tag can name, by its tag name', () => {
    const widgets = files.get('widgets.d.ts') ?? '';
    for (const tag of MODULE_TAG_NAMES) expect(widgets).toMatch(new RegExp(`^ {2}${JSON.stringify(tag)}: [A-Z]\\w+Props;$`, 'm'));
  });

  test('carries every file its entry points name, types only for the shared runtime', () => {
    const { types, exports } = manifest();
    const targets = [types, ...Object.values(exports).map((target) => (typeof target === 'string' ? target : target.types))];
    for (const target of targets) expect(files.has(target.replace(/^\.\//, ''))).toBe(true);
    expect([...files.keys()].filter((file) => file.endsWith('.js'))).toEqual([]);
  });

  test('has the version and changelog of contracts/', () => {
    expect(manifest().version).toBe(readPackageTemplate(root).version);
    expect(files.get('CHANGELOG.md')).toContain(`## ${manifest().version}`);
  });

  test('shares the runtime under the name the shop\'s remotes provide it by, never bundling it', () => {
    const { shared } = federationOptions().plugin;
    expect(shared['@schaufenster/contracts/']).toEqual({ shareKey: '@schaufenster/shared/', import: false, singleton: true, requiredVersion: sharedModules()['@schaufenster/shared/'].requiredVersion });
    expect(shared.react).toEqual({ singleton: true, requiredVersion: sharedModules().react.requiredVersion });
  });
});

describe('the declarations', () => {
  let dir: string;

  beforeAll(() => {
    // Inside the repository, so that react and superstruct resolve from its node_modules like a consumer's.
    mkdirSync(path.join(root, '.cache'), { recursive: true });
    dir = mkdtempSync(path.join(root, '.cache', 'contracts-'));
    for (const [file, text] of declarations) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('compile on their own under strict checks, naming nothing of the repository', () => {
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [] };
    const program = ts.createProgram([...declarations.keys()].map((file) => path.join(dir, file)), options);
    const own = program.getSourceFiles().filter((source) => source.fileName.startsWith(dir));
    const diagnostics = own.flatMap((source) => [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]);
    expect(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => dir, getNewLine: () => '\n' })).toBe('');
    expect(own).toHaveLength(declarations.size);
  });

  test('are the published ones, or differ as contracts/CHANGELOG.md and the version allow', () => {
    const published = readPublishedContracts(root);
    if (!published) throw new Error('contracts/published/ holds no published version: run npm run contracts:publish');
    expect(changelogRuleViolations(published, { version: readPackageTemplate(root).version, files: declarations }, files.get('CHANGELOG.md') ?? '')).toEqual([]);
  });
});
