import { adjacencyGraphs, dictionary as commonPasswords } from '@zxcvbn-ts/language-common';
import { dictionary as german } from '@zxcvbn-ts/language-de';
import { AUTH_MESSAGES } from '@schaufenster/shared/validation';
import { createGuessabilityCheck, type GuessabilityCheck } from '@schaufenster/shared/validation/password-guessability';
export { personalWordsOf } from '@schaufenster/shared/validation/password-guessability';
import { ApiError } from '../../server-kit/http/api-error';

let check: GuessabilityCheck | undefined;

/**
 * Refuses a new password that is among the most common ones (the common-password list, German words and
 * names, keyboard patterns) or made of the shopper's own address and names: a 422 on `newPassword`.
 * The word lists are built at the first call (about a second), then kept.
 */
export function assertHardToGuess(password: string, personalWords: readonly string[] = []): void {
  check ??= createGuessabilityCheck({ dictionary: { ...commonPasswords, ...german }, graphs: adjacencyGraphs });
  if (!check(password, personalWords)) return;
  throw new ApiError(422, 'validation', AUTH_MESSAGES.passwordTooGuessable, { fieldErrors: { newPassword: AUTH_MESSAGES.passwordTooGuessable } });
}
