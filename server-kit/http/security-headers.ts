import type { FastifyReply, FastifyRequest } from 'fastify';
import { cspNonce } from './csp-nonce';

/** Origins an answer's forms may also lead to, beyond its own (a form whose answer redirects there). */
const formTargets = new WeakMap<FastifyReply, string[]>();

/**
 * Lets this answer's forms lead to `origin` too: `form-action` covers every redirect after a submission, so a form
 * whose answer sends the browser to another origin (the logout's `home`) needs that origin named.
 */
export function allowFormTarget(reply: FastifyReply, origin: string): void {
  formTargets.set(reply, [...(formTargets.get(reply) ?? []), origin]);
}

/**
 * The Content-Security-Policy of every HTML page: scripts only by this response's nonce (and what they load). The
 * origins remotes may come from (REMOTE_ORIGINS) are named too: browsers of CSP 3 let 'strict-dynamic' decide and
 * ignore them, older ones load the remotes' scripts by them.
 */
export function contentSecurityPolicy(nonce: string, imageOrigin: string, extraFormTargets: readonly string[] = [], remoteOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    [`script-src 'nonce-${nonce}' 'strict-dynamic'`, ...remoteOrigins].join(' '),
    // goober writes <style> elements into the widgets' shadow roots.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...extraFormTargets].join(' '),
  ].join('; ');
}

/** HSTS on HTTPS answers: a year, subdomains included (a plain-HTTP answer must not send it: browsers ignore it there). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Pages whose address carries a secret (the reset link): their referrer must never leave the page. */
function carriesSecret(url: string): boolean {
  return /[?&](hash|cid)=/.test(url);
}

/**
 * Security headers of every answer; HTML pages also get a CSP allowing scripts by the answer's nonce, which the
 * renderer wrote on the templates' own `<script>` tags only. The body is never rewritten: a tag that got into the
 * page any other way (an injection) has no nonce and does not run. HTML nobody rendered with the nonce runs no script.
 */
export function securityHeaders(imageOrigin: string, remoteOrigins: readonly string[] = []) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', carriesSecret(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // With TRUST_PROXY, request.protocol is the protocol the browser used with a TLS-terminating proxy; a shop on an
    // https:// PUBLIC_ORIGIN is HTTPS whatever a proxy in front forwards.
    if (request.protocol === 'https' || request.server.servedOverHttps === true) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || typeof payload !== 'string') return payload;
    // An answer with a policy of its own (a fragment's sandbox) keeps it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy(cspNonce(reply), imageOrigin, formTargets.get(reply), remoteOrigins));
    reply.header('x-frame-options', 'DENY');
    return payload;
  };
}
