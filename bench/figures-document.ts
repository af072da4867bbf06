import { stripVTControlCharacters } from 'node:util';

/** One run of a bench command as the docs keep it (bench/record.ts). */
export interface RecordedRun {
  title: string;
  command: string;
  startedAt: Date;
  /** The machine, as `machine()` in record.ts describes it. */
  machine: string;
  commit: string;
  /** The 1-minute load average when the run started: a busy machine makes wall-clock figures worse. */
  loadBefore: number;
  output: string;
}

/** The Markdown page of a run: what made it and where, then its printout as it was, in a code block. */
export function figuresDocument({ title, command, startedAt, machine, commit, loadBefore, output }: RecordedRun): string {
  // Terminal colours and other escape sequences would show as garbage in Markdown.
  const printout = stripVTControlCharacters(output).replace(/\s+$/, '');
  // A fence longer than any run of backticks in the printout, so nothing in it can end the block.
  const longestTicks = Math.max(2, ...[...printout.matchAll(/`+/g)].map((ticks) => ticks[0].length));
  const fence = '`'.repeat(longestTicks + 1);
  return [
    `# ${title}`,
    '',
    `Written by \`${command}:record\`; do not edit by hand: run it again on a quiet machine.`,
    '',
    `- Date: ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${machine}`,
    `- Load average when it started: ${loadBefore.toFixed(2)}`,
    `- Commit: ${commit}`,
    `- Command: \`${command}\``,
    '',
    `${fence}text`,
    printout,
    fence,
    '',
  ].join('\n');
}
