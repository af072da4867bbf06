import { IDEMPOTENCY_KEY_HEADER } from './constants';

/**
 * A fresh key for one shopper action: a random UUID (version 4) from `crypto.getRandomValues`, which, unlike
 * `crypto.randomUUID`, browsers offer on plain-HTTP pages too (a CMS page may still be one).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header that carries a key, its value a Structured Field string as the IETF draft writes it (`"…"`). */
export function idempotencyKeyHeader(key: string): Record<string, string> {
  return { [IDEMPOTENCY_KEY_HEADER]: `"${key}"` };
}
