import { ApiError } from './api-error';
import { SERVER_TEXTS } from '../texts';

// Keys that shadow Object.prototype methods break libraries that print or coerce values (superstruct's
// error messages call them); no body of ours has such a key.
const SHADOWING_KEYS: ReadonlySet<string> = new Set(['toString', 'valueOf', 'toJSON', 'constructor', '__proto__', 'hasOwnProperty']);

function problem(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  // JSON nested this deep is no request of a widget.
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.some((item) => problem(item, depth + 1));
  return Object.entries(value).some(([key, item]) => SHADOWING_KEYS.has(key) || key.includes('\u0000') || problem(item, depth + 1));
}

/**
 * Refuses, as a 422, bodies and queries that no widget sends but that break the layers below: NUL
 * characters (PostgreSQL text cannot hold them), keys shadowing Object.prototype, absurd nesting.
 */
export function assertSafeInput(value: unknown): void {
  if (problem(value, 0)) throw new ApiError(422, 'validation', SERVER_TEXTS.validation);
}
