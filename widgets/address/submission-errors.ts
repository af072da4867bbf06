import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { array, is, string } from 'superstruct';
import { SUGGESTED_CITIES_KEY } from '@schaufenster/shared/api';
import { bus } from '@schaufenster/shared/bus';
import { isAbortError, isHttpError } from '@schaufenster/shared/http';
import { showGenericError } from '@schaufenster/shared/ui/form';
import { isAddressField } from '@schaufenster/shared/validation/address';
import { FORM_TEXTS } from './texts';

/**
 * What the form shows after a failed save: the server's 422 messages under their fields (or above the
 * form), with the corrected cities it offers for a city that does not belong to the postal code; for 401
 * the request to sign in (and the Anmelden modal), for anything else the generic modal.
 */
export function submissionErrorsOf(error: unknown): SubmissionErrors | undefined {
  if (isAbortError(error)) return undefined;
  if (isHttpError(error) && error.status === 422) {
    const fields = Object.entries(error.fieldErrors).filter(([field]) => isAddressField(field));
    if (fields.length === 0) return { [FORM_ERROR]: error.message };
    const suggested = error.details[SUGGESTED_CITIES_KEY];
    return { ...Object.fromEntries(fields), ...(is(suggested, array(string())) && { [SUGGESTED_CITIES_KEY]: suggested }) };
  }
  if (isHttpError(error) && error.status === 401) {
    bus.emit('auth:open', { page: 'login' });
    return { [FORM_ERROR]: FORM_TEXTS.signInToSave };
  }
  showGenericError(error);
  return undefined;
}
