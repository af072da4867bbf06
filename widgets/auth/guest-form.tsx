import { Button, useRequestStatus } from '@schaufenster/shared/ui';
import { sendOtp } from './auth-api';
import { useAuth } from './auth-context';
import { AuthForm, FormAlert } from './auth-form';
import { EmailForm, emptyValues, FORM_FIELDS } from './auth-schemas';
import { fieldErrorsOrGeneric } from './submission-errors';
import { TextField } from './text-field';
import { TEXTS } from './texts';
import { validateWith } from './validate-with';

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
      <AuthForm<EmailForm> name="guest" validate={validate} onSubmit={submit}>
        <TextField name="email" type="email" label={TEXTS.fields.email} autoComplete="email" />
        <FormAlert />
        <Button type="submit" status={status}>
          {TEXTS.guest.submit}
        </Button>
      </AuthForm>
    </>
  );
}
