import { LoadingStatus, useRequestStatus } from '@schaufenster/shared/ui';
import { fieldErrorsOrGeneric, FormSubmit, showGenericError, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { resetPassword } from './auth-api';
import { useAuth } from './auth-context';
import { Heading, useHeadingLevels } from './auth-heading';
import { emptyValues, FORM_FIELDS, ResetForm } from './auth-schemas';
import { NewPasswordField } from './new-password-field';
import { isAnswer } from './submission-errors';
import { TEXTS } from './texts';
import { useResetLinkCheck } from './use-reset-link-check';

const validate = validateWith(ResetForm, emptyValues(FORM_FIELDS.reset));

/**
 * Passwort zurücksetzen: once the link checks out, new password and confirmation with the advice. Success
 * leads to the login with its note; a link that went bad meanwhile (401) to forgot-password with failed=true.
 */
export function ResetPasswordPage() {
  const { state, go, signal } = useAuth();
  const levels = useHeadingLevels();
  const { status, run } = useRequestStatus();
  const valid = useResetLinkCheck();

  const submit = async (values: ResetForm) => {
    const { reset, callbackPath } = state;
    if (!reset) return undefined;
    try {
      await run(() => resetPassword(reset, values, signal));
      go({ page: 'login', callbackPath, resetPasswordSuccessfully: true }, { replace: true });
      return undefined;
    } catch (error) {
      if (isAnswer(error, 401)) {
        showGenericError(error);
        go({ page: 'forgot-password', callbackPath, failed: true }, { replace: true });
        return undefined;
      }
      return fieldErrorsOrGeneric(error, FORM_FIELDS.reset);
    }
  };

  return (
    <section className="overlay" data-page="reset-password">
      <Heading level={levels.title} focusTarget>{TEXTS.pages['reset-password']}</Heading>
      {valid ? (
        <ValidatedForm<ResetForm> name="reset-password" validate={validate} onSubmit={submit}>
          <NewPasswordField name="newPassword" label={TEXTS.fields.newPassword} hint={TEXTS.reset.advice} />
          <TextField name="confirmPassword" type="password" label={TEXTS.fields.confirmPassword} autoComplete="new-password" />
          <FormSubmit status={status}>{TEXTS.reset.submit}</FormSubmit>
        </ValidatedForm>
      ) : (
        <LoadingStatus>{TEXTS.reset.checking}</LoadingStatus>
      )}
    </section>
  );
}
