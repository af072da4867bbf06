import { useEffect, useMemo, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@schaufenster/shared/validation';
import type { isTooGuessable, PersonalInput } from './password-estimator';
import { TEXTS } from './texts';

type Estimator = typeof isTooGuessable;

let loading: Promise<Estimator> | undefined;

/** The estimator and its word lists, fetched once per page (a chunk of its own). */
function loadEstimator(): Promise<Estimator> {
  if (!loading) {
    loading = import('./password-estimator').then((module) => module.isTooGuessable);
    // A failed fetch is tried again at the next focus.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * The hint under a new password: that it is too easy to guess, once the shopper has focused the field
 * (which starts loading the word lists, even if the field loses the focus meanwhile) and typed the
 * minimum length. No hint while the lists load or if they cannot: the server checks again either way.
 */
export function usePasswordHint(password: string, focused: boolean, personal: PersonalInput): string | undefined {
  const [requested, setRequested] = useState(false);
  const [estimator, setEstimator] = useState<Estimator>();
  useEffect(() => {
    if (focused) setRequested(true);
  }, [focused]);
  useEffect(() => {
    if (!requested) return undefined;
    let mounted = true;
    loadEstimator().then(
      (loaded) => mounted && setEstimator(() => loaded),
      // Not loaded: the next focus tries again.
      () => mounted && setRequested(false),
    );
    return () => {
      mounted = false;
    };
  }, [requested]);
  const { email, names } = personal;
  const namesKey = names.join('\u0000');
  return useMemo(() => {
    if (!estimator || password.length < PASSWORD_MIN_LENGTH) return undefined;
    return estimator(password, { email, names: namesKey.split('\u0000') }) ? TEXTS.messages.passwordTooGuessable : undefined;
  }, [estimator, password, email, namesKey]);
}
