import type { PageLog } from '../../scripts/page-errors';

/** The longest console message a refusal quotes: its first line, cut here (a React stack would fill a screen). */
const MESSAGE_LIMIT = 300;

/** A console message as a refusal quotes it: the first line, at most MESSAGE_LIMIT characters. */
export function quoteMessage(message: string): string {
  const line = message.trim().split('\n')[0] ?? '';
  return line.length > MESSAGE_LIMIT ? `${line.slice(0, MESSAGE_LIMIT - 1)}…` : line;
}

/** How every refusal line of an interaction starts: the page, the widget and the interaction's name. */
export function interactionPrefix(where: string, widget: string, name: string): string {
  return `${where}: ${widget} interaction "${name}"`;
}

/**
 * The refusal lines of one interaction on one page: what failed in its steps (or the result that did not show),
 * then each distinct uncaught error and console error the page had meanwhile; empty when all went well.
 */
export function interactionProblems(prefix: string, failure: string | undefined, errors: PageLog): string[] {
  const quoted = (messages: string[]) => [...new Set(messages.map(quoteMessage))];
  return [
    ...(failure === undefined ? [] : [`${prefix}: ${failure}`]),
    ...quoted(errors.uncaught).map((message) => `${prefix}: uncaught error: ${message}`),
    ...quoted(errors.consoleErrors).map((message) => `${prefix}: console error: ${message}`),
  ];
}
