import { PAYMENT_METHOD_LABELS } from '@schaufenster/shared/api';

/** German texts the account pages compute (the rest stands in their Liquid templates). */
export const ACCOUNT_TEXTS = {
  paymentMethods: PAYMENT_METHOD_LABELS,
  greeting: (givenName: string) => (givenName ? `Herzlich Willkommen, ${givenName}!` : 'Herzlich Willkommen!'),
} as const;

/** The right of return (SPEC.md section 9: return period 30 days). */
export const RETURN_PERIOD_DAYS = 30;

/** How many orders the overview shows. */
export const LATEST_ORDERS = 3;
