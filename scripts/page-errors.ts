// What the browser's pages logged, for the browser tests and the release smoke test: chromedriver's
// browser log (`goog:loggingPrefs`, scripts/chromium.ts), which keeps every tab's console messages and uncaught
// errors across navigations, popups included, until it is read.

/** A console message or an uncaught error (an error thrown, or a promise rejected, that no page code caught). */
export interface PageMessage {
  type: 'console' | 'javascript';
  level: 'error' | 'warn' | 'info' | 'debug';
  /** The message as the page wrote it: its first argument's string, the other arguments after it. */
  text: string;
}

const LEVELS: Readonly<Record<string, PageMessage['level']>> = { SEVERE: 'error', WARNING: 'warn', INFO: 'info', DEBUG: 'debug' };
/** The log's sources that are the page's own (not the browser's: network, security, deprecation, intervention). */
const TYPES: Readonly<Record<string, PageMessage['type']>> = { 'console-api': 'console', javascript: 'javascript' };
/** `<script URL> <line>:<column> <text>`: where the message was written, then the message. */
const ENTRY = /^\S+ \d+(?::\d+)? ([\s\S]*)$/;

/** The message of a log entry: a first argument that is a string comes JSON-quoted, and is unquoted here. */
export function messageText(message: string): string {
  const text = ENTRY.exec(message)?.[1] ?? message;
  if (!text.startsWith('"')) return text;
  let end = 1;
  while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
  try {
    return `${JSON.parse(text.slice(0, end + 1)) as string}${text.slice(end + 1)}`;
  } catch {
    return text;
  }
}

/**
 * A chromedriver log entry as a page message; undefined for what the browser itself logged. The `javascript` source
 * has the browser's own words on the page's scripts too (`<page URL> - <text>`: a preload not used, an integrity
 * check failed, which the page's code hears as a rejected fetch): an uncaught error is the one written `Uncaught`.
 */
export function pageMessage(entry: { level: string; message: string; source?: string }): PageMessage | undefined {
  const type = TYPES[entry.source ?? ''];
  const level = LEVELS[entry.level];
  if (!type || !level) return undefined;
  const text = messageText(entry.message);
  if (type === 'javascript' && !(ENTRY.test(entry.message) && text.startsWith('Uncaught'))) return undefined;
  return { type, level, text };
}

type Reader = (message: PageMessage) => void;
const readers = new WeakMap<WebdriverIO.Browser, Set<Reader>>();

/** Calls `reader` with every message the browser's pages log from now on, as `readPageMessages` reads them; returns what stops it. */
export function onPageMessages(browser: WebdriverIO.Browser, reader: Reader): () => void {
  const forBrowser = readers.get(browser) ?? new Set<Reader>();
  readers.set(browser, forBrowser);
  forBrowser.add(reader);
  return () => forBrowser.delete(reader);
}

/** Reads what the pages logged since the last read and hands each message to every reader. */
export async function readPageMessages(browser: WebdriverIO.Browser): Promise<void> {
  const entries = (await browser.getLogs('browser')) as { level: string; message: string; source?: string }[];
  for (const entry of entries) {
    const message = pageMessage(entry);
    if (message) for (const reader of readers.get(browser) ?? []) reader(message);
  }
}

/** Console errors and uncaught errors of a browser's pages. */
export interface PageLog {
  consoleErrors: string[];
  uncaught: string[];
}

/** Starts recording the console errors and uncaught errors of every page the browser opens from now on. */
export function watchPageErrors(browser: WebdriverIO.Browser): PageLog {
  const seen: PageLog = { consoleErrors: [], uncaught: [] };
  onPageMessages(browser, ({ type, level, text }) => {
    if (type === 'javascript') seen.uncaught.push(text);
    else if (level === 'error') seen.consoleErrors.push(text);
  });
  return seen;
}

/** Takes what the log recorded so far, after reading what the pages logged until now. */
export async function takePageErrors(browser: WebdriverIO.Browser, log: PageLog): Promise<PageLog> {
  await readPageMessages(browser);
  return { consoleErrors: log.consoleErrors.splice(0), uncaught: log.uncaught.splice(0) };
}
