import { optional, record, string, type, type Infer } from 'superstruct';

/** The JSON body of every API answer with an error status (SPEC section 8); more fields may follow (e.g. `email`). */
export const ErrorBody = type({
  message: string(),
  error: type({ code: string() }),
  fieldErrors: optional(record(string(), string())),
});

/** A validated error body. */
export type ErrorBody = Infer<typeof ErrorBody>;
