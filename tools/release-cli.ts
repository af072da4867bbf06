import { createInterface } from 'node:readline/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Provenance } from '../registry/release-history';
import { readProvenance } from '../bundling/provenance';
import { ReleaseError } from './entry-changes';

/** The flag every command that changes a registry takes. */
export const CHANNEL_FLAGS = { env: { type: 'string' } } as const satisfies ParseArgsConfig['options'];

/** The flag of the commands that ask before some changes (100 % in production, a downgrade): go ahead without asking. */
export const YES_FLAG = { yes: { type: 'boolean' } } as const satisfies ParseArgsConfig['options'];

/** Parses a command's arguments; a wrong flag is a usage error that names the usage. */
export function parseCommand<O extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: O) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ReleaseError(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

/** Where the command runs from, for the history: `<command> <arguments as typed>`, the commit, the person. */
export function commandProvenance(command: string): Provenance {
  return readProvenance([command, ...process.argv.slice(2)].join(' '));
}

/** A `--percent` value as a number (undefined when not given). */
export function percentFlag(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const percent = Number(value.replace(/%$/, ''));
  if (!Number.isFinite(percent)) throw new ReleaseError(`--percent must be a number, got "${value}"`);
  return percent;
}

/** Asks a yes/no question at the terminal; undefined when nobody is at one (CI, a pipe): the command then refuses. */
export function terminalConfirm(): ((question: string) => Promise<boolean>) | undefined {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return undefined;
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return /^(y|yes|j|ja)$/i.test((await terminal.question(`${question} [y/N] `)).trim());
    } finally {
      terminal.close();
    }
  };
}

/** Runs a command: prints its result, or its error without a stack (exit 1), or any other error in full (exit 1). */
export function runCommand(command: () => Promise<string>): void {
  command().then(
    (result) => console.log(result),
    (error: unknown) => {
      console.error(error instanceof ReleaseError ? error.message : error);
      process.exit(1);
    },
  );
}
