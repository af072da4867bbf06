import { FORM_ERROR } from 'final-form';
import { normalizeOtpInput, OTP_CODE_LENGTH } from '@schaufenster/shared/validation';
import { useRequestStatus } from '@schaufenster/shared/ui';
import { FormSubmit, showGenericError, TextField, ValidatedForm, validateWith } from '@schaufenster/shared/ui/form';
import { verifyOtp } from './auth-api';
import { useAuth } from './auth-context';
import { Heading, useHeadingLevels } from './auth-heading';
import type { OtpType } from '@schaufenster/shared/api';
import { otpBackPage } from './auth-routing';
import { emptyValues, FORM_FIELDS, OtpForm } from './auth-schemas';
import { ResendCode } from './resend-code';
import { isAnswer } from './submission-errors';
import { TabLink } from './tab-link';
import { TEXTS } from './texts';

const validate = validateWith(OtpForm, emptyValues(FORM_FIELDS.otp));

/**
 * Gib deinen Code ein, in the variant of its type (guest login, finishing a registration, identity check):
 * the numeric code field, the resend control and the back link to the type's back page.
 */
export function OtpVerifyPage({ otp }: { otp: { type: OtpType; email: string } }) {
  const { finishLogin, signal } = useAuth();
  const levels = useHeadingLevels();
  const { status, run } = useRequestStatus();
  const back = otpBackPage(otp.type);

  const submit = async (values: OtpForm) => {
    try {
      await run(() => verifyOtp(otp.email, otp.type, normalizeOtpInput(values.code), signal));
      finishLogin({ kind: 'otp', type: otp.type });
      return undefined;
    } catch (error) {
      if (isAnswer(error, 401)) return { code: TEXTS.messages.invalidCode, [FORM_ERROR]: TEXTS.otp.invalidCodeHint };
      // Too many invalid codes for the address: the server says for how long, and whom to ask for help.
      if (isAnswer(error, 429)) return { [FORM_ERROR]: error.message };
      showGenericError(error);
      return undefined;
    }
  };

  return (
    <section className="overlay" data-page="otp-verify" data-otp-type={otp.type}>
      <Heading level={levels.title} focusTarget>{TEXTS.otp.titles[otp.type]}</Heading>
      <p>{TEXTS.otp.intro[otp.type]}</p>
      <p>
        {TEXTS.otp.sentTo} <strong>{otp.email}</strong>
      </p>
      <ValidatedForm<OtpForm> name="otp-verify" validate={validate} onSubmit={submit}>
        <TextField
          name="code"
          label={TEXTS.pages['otp-verify']}
          hint={TEXTS.fields.codeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_CODE_LENGTH}
          parse={normalizeOtpInput}
        />
        <FormSubmit status={status}>{TEXTS.otp.submit}</FormSubmit>
      </ValidatedForm>
      <ResendCode otp={otp} />
      <p className="links">
        <TabLink page={back}>{TEXTS.otp.back[back]}</TabLink>
      </p>
    </section>
  );
}
