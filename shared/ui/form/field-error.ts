import type { FieldMetaState } from 'react-final-form';

/** The message a field shows: its validation error once touched (blur or submit), else a server error until it changes. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}
