/**
 * Where JSON.parse stopped in `text`, as an editor counts (line and column from 1), with its message: the browsers'
 * and Node's messages name a character position at most, which nobody finds in a page's source.
 */
export function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message)?.[1];
  // Without a position the text ended early (`Unexpected end of JSON input`): its last character is where.
  const offset = position === undefined ? text.length : Math.min(Number(position), text.length);
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  const reason = message.replace(/\s*\(line \d+ column \d+\)/, '');
  return `line ${line}, column ${column}: ${reason}`;
}
