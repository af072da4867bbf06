import { useRequestStatus } from '@schaufenster/shared/ui';
import { fieldErrorsOrGeneric, FormSubmit, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { sendOtp } from './auth-api';
import { useAuth } from './auth-context';
import { EmailForm, emptyValues, FORM_FIELDS } from './auth-schemas';
import { TEXTS } from './texts';

const validate = validateWith(EmailForm, emptyValues(FORM_FIELDS.email));

/** The guest card: the explanation, email and Anmeldecode erhalten; the mailed code is entered on the otp screen. */
export function GuestForm() {
  const { state, go, signal } = useAuth();
  const { status, run } = useRequestStatus();

  const submit = async (values: EmailForm) => {
    try {
      const { email } = await run(() => sendOtp(values.email.trim(), 'GUEST_LOGIN_REQUEST', signal));
      go({ page: 'otp-verify', callbackPath: state.callbackPath, otp: { type: 'GUEST_LOGIN_REQUEST', email } });
      return undefined;
    } catch (error) {
      return fieldErrorsOrGeneric(error, FORM_FIELDS.email);
    }
  };

  return (
    <>
      <p>{TEXTS.guest.intro}</p>
      <ValidatedForm<EmailForm> name="guest" validate={validate} onSubmit={submit}>
        <TextField name="email" type="email" label={TEXTS.fields.email} autoComplete="email" />
        <FormSubmit status={status}>{TEXTS.guest.submit}</FormSubmit>
      </ValidatedForm>
    </>
  );
}
