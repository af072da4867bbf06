import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ReleaseError } from './releases';

/** The flags every release channel command takes. */
export const CHANNEL_FLAGS = { env: { type: 'string' } } as const satisfies ParseArgsConfig['options'];

/** Parses a command's arguments; a wrong flag is a usage error that names the usage. */
export function parseCommand<O extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: O) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ReleaseError(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

/** A `--percent` value as a number (undefined when not given). */
export function percentFlag(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const percent = Number(value.replace(/%$/, ''));
  if (!Number.isFinite(percent)) throw new ReleaseError(`--percent must be a number, got "${value}"`);
  return percent;
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
