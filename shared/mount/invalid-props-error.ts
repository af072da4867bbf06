import type { Struct, StructError } from 'superstruct';
import { nearestName } from '../props/nearest-name';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys an object struct knows at `path` (array indexes passed through), or none where it is no object struct. */
function knownKeysAt(schemaOfStruct: unknown, path: readonly unknown[]): string[] {
  let schema: unknown = schemaOfStruct;
  for (const key of path) {
    if (typeof key === 'number') {
      // An array's schema is its element struct.
      schema = schema instanceof Object && 'schema' in schema ? schema.schema : undefined;
      continue;
    }
    const field = isRecord(schema) ? schema[String(key)] : undefined;
    schema = field instanceof Object && 'schema' in field ? field.schema : undefined;
  }
  return isRecord(schema) ? Object.keys(schema) : [];
}

/** Thrown by `mount` when a tag's props fail the widget's schema; the loader shows it as `invalid-props`. */
export class InvalidPropsError extends Error {
  override readonly name = 'InvalidPropsError';

  constructor(
    readonly widget: string,
    /** Dotted path of the first failing field, `(root)` for the props object itself. */
    readonly path: string,
    readonly reason: string,
  ) {
    super(`Widget "${widget}": invalid props at ${path}: ${reason}`);
  }

  /**
   * Builds the error from superstruct's first failure; a key the schema does not know is named as an unknown prop,
   * with the known one a typo most likely meant (`productID` for `productId`).
   */
  static fromStructError<P>(widget: string, error: StructError, struct?: Struct<P, unknown>): InvalidPropsError {
    const path = error.path.length > 0 ? error.path.join('.') : '(root)';
    const failure = error.failures()[0];
    if (failure?.type === 'never' && typeof failure.key === 'string' && struct) {
      const known = knownKeysAt(struct.schema, failure.path.slice(0, -1));
      const nearest = nearestName(failure.key, known);
      const hint = nearest ? ` (did you mean ${nearest}?)` : known.length > 0 ? ` (known: ${known.join(', ')})` : '';
      return new InvalidPropsError(widget, path, `unknown prop ${failure.key}${hint}`);
    }
    // StructError's own message repeats the path; the first failure's message is the bare reason.
    return new InvalidPropsError(widget, path, failure?.message ?? error.message);
  }
}
