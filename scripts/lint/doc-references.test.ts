/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { staleReferences, type Tree } from './doc-references';

const tree: Tree = {
  scripts: new Set(['demo', 'bench:record']),
  topFolders: new Set(['tools', 'docs', 'widgets']),
  exists: (path) => ['tools/release.ts', 'widgets/header/', 'widgets/header', 'docs/cms/embedding.md'].includes(path),
};

describe('references in the docs that a reader copies', () => {
  it('names a missing npm script, a file tsx runs that is gone and a repository path that leads nowhere, by line', () => {
    const text = ['Start with `npm run demo`, then `npm run bench:record`.', '', '```sh', 'npm run deploy', 'npx tsx tools/gone.ts', '```', 'See `tools/moved.ts:12` and `widgets/header/`.'].join('\n');
    expect(staleReferences(text, tree)).toEqual([
      { line: 4, reference: 'npm run deploy', reason: 'no such script in package.json' },
      { line: 5, reference: 'tsx tools/gone.ts', reason: 'no such file' },
      { line: 7, reference: 'tools/moved.ts', reason: 'no such file or folder' },
    ]);
  });

  it('leaves alone placeholders, globs, paths outside the tree and the ones that exist', () => {
    const text = 'Each remote in `widgets/<name>/`, templates in `docs/**/*.md`, data in `.data/pglite`, logs in `/var/log/x/y`, `tsx tools/release.ts`, `docs/cms/embedding.md#setup-1`, `dist/widgets/registry.json`.';
    expect(staleReferences(text, tree)).toEqual([]);
  });
});
