import { readFile } from 'node:fs/promises';
import { types } from 'node:util';
import { TagCheckError } from './validate-tags';

/** How long a page may take to answer before the check gives up on it. */
export const PAGE_FETCH_TIMEOUT_MS = 30_000;

/** Tells whether a command-line input names a page by URL rather than files. */
export function isPageUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}

/** Node's codes for a certificate it cannot trust: a staging site's own CA, or a self-signed certificate. */
const UNTRUSTED_CERTIFICATE = new Set(['SELF_SIGNED_CERT_IN_CHAIN', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY']);

/**
 * Why a fetch threw, as Node words the cause (`connect ECONNREFUSED 127.0.0.1:8080`, `getaddrinfo ENOTFOUND
 * cms.example`), and what to do about a certificate Node does not trust.
 */
function fetchFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${PAGE_FETCH_TIMEOUT_MS / 1000} s`;
  // Errors of Node's own realm (fetch's) are no `instanceof Error` where the checker runs in another (a jest test's).
  const cause = types.isNativeError(error) && types.isNativeError(error.cause) ? error.cause : error;
  const message = types.isNativeError(cause) ? cause.message : String(cause);
  const code = types.isNativeError(cause) && 'code' in cause ? String(cause.code) : '';
  if (!UNTRUSTED_CERTIFICATE.has(code)) return message;
  return `${message}; if the site's certificate comes from your own CA, name that CA's certificate: NODE_EXTRA_CA_CERTS=/path/to/ca.pem npm run check-tags -- …`;
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
