import { readFile } from 'node:fs/promises';
import { TagCheckError } from './validate-tags';

/** How long a page may take to answer before the check gives up on it. */
export const PAGE_FETCH_TIMEOUT_MS = 30_000;

/** Tells whether a command-line input names a page by URL rather than files. */
export function isPageUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}

/** Why a fetch threw, as Node words the cause (`connect ECONNREFUSED 127.0.0.1:8080`, `getaddrinfo ENOTFOUND cms.example`). */
function fetchFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${PAGE_FETCH_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The HTML of a rendered page, as a CMS serves it; a page that does not come is a TagCheckError naming the URL. */
async function fetchPage(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(PAGE_FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new TagCheckError(`could not fetch ${url}: ${fetchFailure(error)}`);
  }
  if (!response.ok) throw new TagCheckError(`could not fetch ${url}: it answered ${response.status} ${response.statusText}`.trimEnd());
  return response.text();
}

/** The source of a file (a template or a saved page) or of a page at a URL. */
export function readPage(input: string): Promise<string> {
  return isPageUrl(input) ? fetchPage(input) : readFile(input, 'utf8');
}
