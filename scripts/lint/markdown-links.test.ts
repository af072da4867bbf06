/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { anchorsOf, brokenLinks, withoutCode } from './markdown-links';

describe('anchorsOf', () => {
  it('makes GitHub’s anchors of headings, repeated ones numbered, and takes explicit ids', () => {
    const markdown = [
      '# Schaufenster',
      '### Betrieb / Running in production',
      '## Health, timeouts and outages',
      '## `npm run bench`: the figures',
      '## Größen & Maße',
      '## Notes',
      '## Notes',
      '```sh',
      '# not a heading',
      '```',
      '<a id="env-table"></a>',
    ].join('\n');
    expect([...anchorsOf(markdown)]).toEqual([
      'schaufenster',
      'betrieb--running-in-production',
      'health-timeouts-and-outages',
      'npm-run-bench-the-figures',
      'größen--maße',
      'notes',
      'notes-1',
      'env-table',
    ]);
  });
});

describe('withoutCode', () => {
  it('blanks fenced blocks and inline code but keeps the lines', () => {
    expect(withoutCode('a `x12` b\n```\nsome code\n```\nc')).toBe('a       b\n\n\n\nc');
  });
});

describe('brokenLinks', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'markdown-links-'));
  mkdirSync(path.join(root, 'docs', 'cms'), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'cms', 'embedding.md'), '# Embedding\n\n## One origin\n');

  it('passes links to files and headings that exist, and links of other schemes', () => {
    const readme = '# Top\n[a](docs/cms/embedding.md) [b](docs/cms/embedding.md#one-origin) [c](#top) [d](https://x.example/#y)\n';
    expect(brokenLinks(root, 'README.md', readme)).toEqual([]);
  });

  it('names a missing file, a missing anchor here or there, and a link out of the repository', () => {
    const readme = '# Top\n[a](docs/gone.md)\n[b](docs/cms/embedding.md#two-origins) [c](#bottom)\n[d](../../SPEC.md)\n';
    expect(brokenLinks(root, 'README.md', readme)).toEqual([
      { file: 'README.md', line: 2, target: 'docs/gone.md', reason: 'no file docs/gone.md in the repository' },
      { file: 'README.md', line: 3, target: 'docs/cms/embedding.md#two-origins', reason: 'docs/cms/embedding.md has no heading or id "two-origins"' },
      { file: 'README.md', line: 3, target: '#bottom', reason: 'README.md has no heading or id "bottom"' },
      { file: 'README.md', line: 4, target: '../../SPEC.md', reason: 'no file ../../SPEC.md in the repository' },
    ]);
  });

  it('resolves links relative to the file and ignores links inside code', () => {
    const doc = '[up](../cms/embedding.md#embedding)\n`[x](nowhere.md)`\n```\n[y](nowhere.md)\n```\n';
    expect(brokenLinks(root, 'docs/operators/production.md', doc)).toEqual([]);
  });
});
