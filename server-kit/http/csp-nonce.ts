import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The nonce of each answer, made when a page is rendered and read again for its CSP header. */
const nonces = new WeakMap<FastifyReply, string>();

/**
 * The script nonce of this answer (fresh per answer, 128 bits): the renderer writes it on the templates' own
 * `<script>` tags and the CSP header allows exactly it, so a script tag that reaches a page any other way never runs.
 */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
  }
  return nonce;
}
