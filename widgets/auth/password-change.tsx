import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { useCss, useRequestStatus } from '@schaufenster/shared/ui';
import { fieldErrorsOrGeneric, FormSubmit, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { changePassword } from './auth-api';
import { emptyValues, FORM_FIELDS, PasswordChangeForm } from './auth-schemas';
import { authAreaStyle } from './auth-styles';
import { NewPasswordField } from './new-password-field';
import { isAnswer } from './submission-errors';
import { TEXTS } from './texts';

const validate = validateWith(PasswordChangeForm, emptyValues(FORM_FIELDS.passwordChange));
const T = TEXTS.passwordChange;

/**
 * Passwort ändern on the account pages (exposed as `auth/password-change`): current password, new
 * password and confirmation, checked by the spec's rules. After a change every other session of the
 * customer has ended; this one stays logged in, and the form starts empty again.
 */
export function PasswordChange() {
  const css = useCss();
  const signal = useAbortSignal();
  const { status, run } = useRequestStatus();
  // A new form after each change, so no password stays in the fields.
  const [changes, setChanges] = useState(0);

  const submit = async (values: PasswordChangeForm) => {
    try {
      await run(() => changePassword(values, signal));
      setChanges((count) => count + 1);
      return undefined;
    } catch (error) {
      if (isAnswer(error, 401)) {
        bus.emit('auth:open', { page: 'login' });
        return { [FORM_ERROR]: T.signIn };
      }
      return fieldErrorsOrGeneric(error, FORM_FIELDS.passwordChange);
    }
  };

  return (
    <section className={authAreaStyle(css)} aria-labelledby="password-change-title" data-page="password-change">
      <h2 id="password-change-title">{T.title}</h2>
      <p className="hint">{T.intro}</p>
      <ValidatedForm<PasswordChangeForm> key={changes} name="password-change" validate={validate} onSubmit={submit}>
        <TextField name="currentPassword" type="password" label={TEXTS.fields.currentPassword} autoComplete="current-password" />
        <NewPasswordField name="newPassword" label={TEXTS.fields.newPassword} hint={TEXTS.reset.advice} />
        <TextField name="confirmPassword" type="password" label={TEXTS.fields.confirmPassword} autoComplete="new-password" />
        <FormSubmit status={status}>{T.submit}</FormSubmit>
      </ValidatedForm>
      <p role="status" className={changes > 0 ? 'note' : undefined}>
        {changes > 0 ? T.success : ''}
      </p>
    </section>
  );
}
