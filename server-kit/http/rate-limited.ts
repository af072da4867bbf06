import type { ErrorCode } from '@schaufenster/shared/api';
import { ApiError } from './api-error';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

/** How long to wait, in German words for a sentence like "Bitte versuche es in … noch einmal." (rounded up). */
export function germanWait(seconds: number): string {
  if (seconds < MINUTE_S) return seconds <= 1 ? 'einer Sekunde' : `${seconds} Sekunden`;
  if (seconds <= HOUR_S) {
    const minutes = Math.ceil(seconds / MINUTE_S);
    return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
  }
  const hours = Math.ceil(seconds / HOUR_S);
  return hours === 1 ? 'einer Stunde' : `${hours} Stunden`;
}

/** A 429 answer: the code, the German message made for the wait, and the wait in `Retry-After`. */
export function rateLimited(code: ErrorCode, message: (wait: string) => string, retryAfterS: number): ApiError {
  return new ApiError(429, code, message(germanWait(retryAfterS)), { headers: { 'retry-after': String(retryAfterS) } });
}
