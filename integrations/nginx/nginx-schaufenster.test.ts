/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The embedding guide shows the nginx file of setup 1 verbatim, and embed-nginx.e2e.ts runs the file: an edit of the
// guide that does not reach the file (or the reverse) would hand CMS teams a recipe no test has run.

const FILE = 'integrations/nginx/nginx-schaufenster.conf';
const root = path.join(__dirname, '..', '..');
const GUIDE = 'docs/cms/embedding.md';

/** The guide's marker comment right above the fenced copy of the file. */
const MARKER = `<!-- ${FILE}, verbatim:`;

/** The text of the first fenced block after the marker (without its fences), or undefined without a marker or fence. */
function guideCopy(guide: string): string | undefined {
  const marker = guide.indexOf(MARKER);
  if (marker < 0) return undefined;
  const fence = /^```nginx\n([\s\S]*?)^```$/m.exec(guide.slice(marker));
  return fence?.[1];
}

describe('the nginx file of setup 1', () => {
  it('is shown verbatim in the embedding guide, under its marker', () => {
    const copy = guideCopy(readFileSync(path.join(root, GUIDE), 'utf8'));
    if (copy === undefined) throw new Error(`${GUIDE} has no \`\`\`nginx block after "${MARKER}"`);
    expect(copy).toBe(readFileSync(path.join(root, FILE), 'utf8'));
  });
});
