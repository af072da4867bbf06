import { useEffect, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import type { HttpError } from '@schaufenster/shared/http';
import { useRequestStatus } from '@schaufenster/shared/ui';
import { fieldErrorsOrGeneric, FormSubmit, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { login } from './auth-api';
import { useAuth } from './auth-context';
import { emptyValues, FORM_FIELDS, LoginForm as LoginSchema, type LoginForm as LoginValues } from './auth-schemas';
import { isAnswer } from './submission-errors';
import { TabLink } from './tab-link';
import { TEXTS } from './texts';

const validate = validateWith(LoginSchema, emptyValues(FORM_FIELDS.login));

/**
 * The account's address for the identity check after a 403: the one the answer returns (SPEC section 8),
 * which is where the code went; the typed one, as the API stores it, only if the answer names none.
 */
function unverifiedEmail(error: HttpError, typed: string): string {
  const answered = error.details['email'];
  return typeof answered === 'string' && answered.trim() !== '' ? answered.trim() : typed.trim().toLowerCase();
}

/** After a successful reset: the success note once, then the parameter leaves the address. */
function usePasswordChangedNote(): boolean {
  const { state, go } = useAuth();
  const [shown] = useState(state.resetPasswordSuccessfully === true);
  useEffect(() => {
    if (state.resetPasswordSuccessfully) go({ ...state, resetPasswordSuccessfully: false }, { quiet: true });
  }, [state, go]);
  return shown;
}

/**
 * The login card's form: email, password, Passwort vergessen, Anmelden. A 403 (unverified account) leads
 * to the identity check, wrongCredentials shows its message, 422 the field errors, the rest the error modal.
 */
export function LoginForm() {
  const { state, go, finishLogin, signal } = useAuth();
  const { status, run } = useRequestStatus();
  const passwordChanged = usePasswordChangedNote();

  const submit = async (values: LoginValues) => {
    const body = { email: values.email.trim(), password: values.password };
    try {
      await run(() => login(body, signal));
      finishLogin({ kind: 'password' });
      return undefined;
    } catch (error) {
      if (isAnswer(error, 403)) {
        const otp = { type: 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', email: unverifiedEmail(error, body.email) } as const;
        go({ page: 'otp-verify', callbackPath: state.callbackPath, otp });
        return undefined;
      }
      if (isAnswer(error, 401, 'wrongCredentials')) return { [FORM_ERROR]: TEXTS.messages.wrongCredentials };
      return fieldErrorsOrGeneric(error, FORM_FIELDS.login);
    }
  };

  return (
    <>
      {passwordChanged && (
        <p className="note" role="status">
          {TEXTS.login.passwordChanged}
        </p>
      )}
      <ValidatedForm<LoginValues> name="login" validate={validate} onSubmit={submit}>
        <TextField name="email" type="email" label={TEXTS.fields.email} autoComplete="username" />
        <TextField name="password" type="password" label={TEXTS.fields.password} autoComplete="current-password" />
        <p>
          <TabLink page="forgot-password">{TEXTS.login.forgotPassword}</TabLink>
        </p>
        <FormSubmit status={status}>{TEXTS.login.submit}</FormSubmit>
      </ValidatedForm>
    </>
  );
}
