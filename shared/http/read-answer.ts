import { mask, StructError, type Struct } from 'superstruct';
import { ERROR_MESSAGES } from './constants';
import { HttpError } from './http-error';

/** Code of the HttpError for an answer whose body misses a required field or has one of the wrong type. */
export const INVALID_RESPONSE_CODE = 'invalid_response';

/**
 * Names of Object.prototype's members. superstruct's mask keeps an unknown key that shares such a name
 * (`schema[key]` is then inherited, not undefined) and then refuses it; and `__proto__` is no field
 * anybody means. No answer schema has fields by these names, so they are dropped while parsing.
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Parses an answer's JSON text (empty text is no body); fields named like Object.prototype's members are dropped. */
export function parseAnswer(text: string): unknown {
  if (text === '') return undefined;
  return JSON.parse(text, (key, value: unknown) => (PROTOTYPE_NAMES.has(key) ? undefined : value)) as unknown;
}

/** Where and how a body failed its schema, without the value itself (answers may carry personal data). */
function describeFailure(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  const where = failure.path.length > 0 ? failure.path.join('.') : 'the body';
  return `${where}: expected ${failure.refinement ?? failure.type}`;
}

/**
 * Reads an answer tolerantly (ARCHITECTURE.md, contract 1): unknown fields are dropped at any depth
 * (superstruct's `mask`, which also applies defaults), so a backend that answers more than the schema
 * knows still works. A missing or wrongly typed required field fails as before: Internal Error, and
 * the field path in the console.
 */
export function readAnswer<T>(body: unknown, schema: Struct<T, unknown>, request: string): T {
  try {
    return mask(body, schema);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    console.error(`[schaufenster] ${request} answered an unexpected body at ${describeFailure(error)}`);
    throw new HttpError(200, INVALID_RESPONSE_CODE, ERROR_MESSAGES.internalError, request);
  }
}
