/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

// docs/operators/configuration.md is where an operator looks up a setting: a variable the server reads but the table
// leaves out is one nobody finds, and a row for one the server no longer reads sends them looking for nothing.

const root = path.join(__dirname, '..');
const TABLE = 'docs/operators/configuration.md';

/** Where the server reads its settings: the code of its parts and of the demo CMS, and the registry's folders. */
const CONFIG_CODE = ['server', 'widget-server', 'shop-api', 'server-kit', 'demo-cms', 'registry'];

/** Code that runs only under the tests, and reads the tests' own variables. */
const testOnly = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes('/testing/') || file.endsWith('test-server-process.ts') || file.includes('/fixtures/');

/** Variables read by a name held in a constant or a parameter, which `env.NAME` does not show: file, then names. */
const READ_BY_NAME: Record<string, string[]> = {
  'server/config-links.ts': ['HELP_PATH', 'INFO_PATH'],
  'server/server-cluster.ts': ['SCHAUFENSTER_PREVIEW_KEY'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !testOnly(file));
}

function variablesInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of CONFIG_CODE.flatMap(sourceFiles)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b/g)) names.add(match[1] as string);
  }
  for (const [file, listed] of Object.entries(READ_BY_NAME)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const name of listed) {
      if (!source.includes(`'${name}'`)) throw new Error(`${file} no longer names '${name}': update READ_BY_NAME`);
      names.add(name);
    }
  }
  return names;
}

/** The variables the table's first column names (a row may name several, each in backticks). */
function variablesInTable(): Set<string> {
  const markdown = readFileSync(path.join(root, TABLE), 'utf8');
  const names = new Set<string>();
  for (const row of markdown.split('\n').filter((line) => line.startsWith('| `'))) {
    const first = row.split('|')[1] ?? '';
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] as string);
  }
  return names;
}

describe(`the environment table of ${TABLE}`, () => {
  const code = variablesInCode();
  const table = variablesInTable();

  it('finds the settings in the code at all', () => {
    expect(code).toContain('PUBLIC_ORIGIN');
    expect(code).toContain('WIDGETS_DIST');
  });

  it('has a row for every variable the server reads', () => {
    expect([...code].filter((name) => !table.has(name)).sort()).toEqual([]);
  });

  it('has no row for a variable the server does not read', () => {
    expect([...table].filter((name) => !code.has(name)).sort()).toEqual([]);
  });
});
