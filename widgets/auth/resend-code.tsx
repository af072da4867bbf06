import { useState } from 'react';
import { RESEND_COOLDOWN_MS, type OtpType } from '@schaufenster/shared/api';
import { isAbortError } from '@schaufenster/shared/http';
import { Button, useRequestStatus } from '@schaufenster/shared/ui';
import { sendOtp } from './auth-api';
import { useAuth } from './auth-context';
import { cooldownSecondsOf } from './cooldown-seconds';
import { isAnswer } from './submission-errors';
import { TEXTS } from './texts';
import { useCountdown } from './use-countdown';

/**
 * The resend control: sends a new code of the same type; after a success (or the API's own cool-down
 * answer) a countdown blocks it and says how long to wait. Failures say so here, never as the error modal.
 */
export function ResendCode({ otp }: { otp: { type: OtpType; email: string } }) {
  const { signal } = useAuth();
  const { status, run } = useRequestStatus();
  const { secondsLeft, start } = useCountdown();
  const [message, setMessage] = useState('');
  const cooling = secondsLeft > 0;

  const resend = async () => {
    if (cooling || status === 'loading') return;
    setMessage(TEXTS.otp.resendProgress);
    try {
      await run(() => sendOtp(otp.email, otp.type, signal));
      setMessage(TEXTS.otp.resendSuccess(otp.email));
      start(RESEND_COOLDOWN_MS / 1000);
    } catch (error) {
      if (isAbortError(error)) return;
      const wait = isAnswer(error, 429) ? cooldownSecondsOf(error.message) : undefined;
      setMessage(wait ? '' : TEXTS.otp.resendFailure);
      if (wait) start(wait);
    }
  };

  return (
    <div className="resend">
      <Button type="button" variant="secondary" status={status} aria-disabled={cooling || undefined} onClick={() => void resend()}>
        {TEXTS.otp.resend}
      </Button>
      <p role="status">{message}</p>
      {cooling && <p role="timer">{TEXTS.otp.resendCooling(secondsLeft)}</p>}
    </div>
  );
}
