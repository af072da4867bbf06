import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { hasChanges } from './provenance';

describe('hasChanges', () => {
  it.each([
    ['a changed file', ' M widgets/search/search-box.tsx', undefined, true],
    ['an untracked file', '?? widgets/search/notes.md', undefined, true],
    ['nothing', '', undefined, false],
    ['the data directory inside the repository, untracked', '?? my-data/', 'my-data', false],
    ['a file in it', '?? my-data/pglite/base/1', './my-data', false],
    ['the data directory by its absolute path', '?? my-data/', path.join(__dirname, '..', 'my-data'), false],
    ['a file beside the data directory', '?? my-data/\n?? my-data-notes.md', 'my-data', true],
    ['a data directory outside the repository', '?? my-data/', '/var/lib/schaufenster', true],
  ])('%s: %p', (_case, status, dataDir, expected) => {
    expect(hasChanges(status, dataDir)).toBe(expected);
  });
});
