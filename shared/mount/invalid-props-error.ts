import type { StructError } from 'superstruct';

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

  /** Builds the error from superstruct's first failure. */
  static fromStructError(widget: string, error: StructError): InvalidPropsError {
    const path = error.path.length > 0 ? error.path.join('.') : '(root)';
    // StructError's own message repeats the path; the first failure's message is the bare reason.
    return new InvalidPropsError(widget, path, error.failures()[0]?.message ?? error.message);
  }
}
