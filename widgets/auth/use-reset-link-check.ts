import { useEffect, useState } from 'react';
import { isAbortError } from '@schaufenster/shared/http';
import { showGenericError } from '@schaufenster/shared/ui/form';
import { verifyResetLink } from './auth-api';
import { useAuth } from './auth-context';
import { isAnswer } from './submission-errors';

/**
 * Checks the reset link (cid + hash) once on entry. An invalid link (401, 404, success false, or no
 * cid/hash at all) leads to forgot-password with failed=true; any other failure shows the error modal
 * and returns to the login. True once the link is known to be good.
 */
export function useResetLinkCheck(): boolean {
  const { state, go, signal } = useAuth();
  const [valid, setValid] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per entry, the link of this visit is checked; later renders do not ask again.
  useEffect(() => {
    const { reset, callbackPath } = state;
    const toForgot = () => go({ page: 'forgot-password', callbackPath, failed: true }, { replace: true });
    if (!reset) {
      toForgot();
      return;
    }
    verifyResetLink(reset.cid, reset.hash, signal).then(
      ({ success }) => (success ? setValid(true) : toForgot()),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (isAnswer(error, 401) || isAnswer(error, 404)) return toForgot();
        showGenericError(error);
        go({ page: 'login', callbackPath }, { replace: true });
      },
    );
  }, []);

  return valid;
}
