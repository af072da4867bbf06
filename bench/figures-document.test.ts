/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { figuresDocument } from './figures-document';

const run = {
  title: 'Latest figures of npm run bench',
  command: 'npm run bench',
  startedAt: new Date('2026-11-29T12:03:41Z'),
  machine: '2 cores (Intel Xeon), 24 GiB, Linux 6.1, Node 20.19.0',
  commit: '7405d27abcde',
  loadBefore: 0.42,
  output: '\x1b[32mPer remote (gz)\x1b[0m\n  header own 3.1 KB\n\n\n',
};

describe('the recorded figures of a bench run', () => {
  it('says when, where, from which commit and by which command, and keeps the printout without terminal colours', () => {
    expect(figuresDocument(run)).toBe(
      [
        '# Latest figures of npm run bench',
        '',
        'Written by `npm run bench:record`; do not edit by hand: run it again on a quiet machine.',
        '',
        '- Date: 2026-11-29 12:03 UTC',
        '- Machine: 2 cores (Intel Xeon), 24 GiB, Linux 6.1, Node 20.19.0',
        '- Load average when it started: 0.42',
        '- Commit: 7405d27abcde',
        '- Command: `npm run bench`',
        '',
        '```text',
        'Per remote (gz)',
        '  header own 3.1 KB',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('fences a printout that holds backticks with a longer fence, so nothing in it ends the block', () => {
    const document = figuresDocument({ ...run, output: 'goal ```met``` here' });
    expect(document).toContain('````text\ngoal ```met``` here\n````');
  });
});
