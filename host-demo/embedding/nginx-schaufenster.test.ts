/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The README shows the nginx file of setup 1 verbatim, and embed-nginx.e2e.ts runs the file: a README edit that
// does not reach the file (or the reverse) would hand CMS teams a recipe no test has run.

const FILE = 'host-demo/embedding/nginx-schaufenster.conf';
const root = path.join(__dirname, '..', '..');

/** The README's marker comment right above the fenced copy of the file. */
const MARKER = `<!-- ${FILE}, verbatim:`;

/** The text of the first fenced block after the marker (without its fences), or undefined without a marker or fence. */
function readmeCopy(readme: string): string | undefined {
  const marker = readme.indexOf(MARKER);
  if (marker < 0) return undefined;
  const fence = /^```nginx\n([\s\S]*?)^```$/m.exec(readme.slice(marker));
  return fence?.[1];
}

describe('the nginx file of setup 1', () => {
  it('is shown verbatim in the README, under its marker', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const copy = readmeCopy(readme);
    if (copy === undefined) throw new Error(`README.md has no \`\`\`nginx block after "${MARKER}"`);
    expect(copy).toBe(readFileSync(path.join(root, FILE), 'utf8'));
  });
});
