import type { IncomingHttpHeaders } from 'node:http';
import { sessionClickIdName } from '@schaufenster/shared/attribution';

/** What the shared runtime sends about the page with each session request. */
export interface RequestContext {
  pageId?: string;
  referrer?: string;
  /** By the names GET /api/s/ answers and the widgets look up (SPEC section 3): fbclid, ttclid, gclid, gad_source, prid, msclkid. */
  clickIds: Record<string, string>;
}

const CLICK_ID_HEADER = /^x-cs-clid-([a-z0-9_]{1,32})$/;
const MAX_VALUE_LENGTH = 1000;

function decodeHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === '') return undefined;
  try {
    const decoded = decodeURIComponent(raw);
    // PostgreSQL cannot store NUL: such a value is unreadable, not a reason to fail the request.
    if (decoded.includes('\u0000')) return undefined;
    // Cut without leaving half a surrogate pair behind (jsonb refuses a lone surrogate).
    return decoded.slice(0, MAX_VALUE_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
  } catch {
    // A header that is not valid URL encoding is ignored, like the client ignores values it cannot read.
    return undefined;
  }
}

/**
 * Reads page id, referrer (`x-cs-sys-pi`, `x-cs-sys-rf`) and click ids, URL-decoded. A click id arrives as
 * `x-cs-clid-<short code>` (shared/attribution/README.md) and is kept under its session name; codes the
 * session does not keep (utm_*, the ad tags' browser ids) are dropped.
 */
export function readRequestContext(headers: IncomingHttpHeaders): RequestContext {
  const clickIds: Record<string, string> = {};
  for (const [header, value] of Object.entries(headers)) {
    const code = CLICK_ID_HEADER.exec(header)?.[1];
    const name = code === undefined ? undefined : sessionClickIdName(code);
    const decoded = name === undefined ? undefined : decodeHeader(value);
    if (name !== undefined && decoded !== undefined) clickIds[name] = decoded;
  }
  return { pageId: decodeHeader(headers['x-cs-sys-pi']), referrer: decodeHeader(headers['x-cs-sys-rf']), clickIds };
}
