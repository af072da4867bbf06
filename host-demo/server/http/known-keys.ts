import type { Struct } from 'superstruct';

/**
 * Keeps only the keys an object schema knows (what superstruct's `mask` does), so `parseBody`
 * with a strict `object` schema tolerates the extra fields forms send along (e.g. `distributionCode`).
 */
export function onlyKnownKeys<T, S>(struct: Struct<T, S>, body: unknown): unknown {
  const schema = struct.schema;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if (typeof schema !== 'object' || schema === null) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => Object.hasOwn(schema, key)));
}
