import { boolean, literal, object, string, type Infer } from 'superstruct';
import { ServiceContact } from './service-contact';

/** Answer of a login (password or code): the account's address. */
export const LoginAnswer = object({ success: boolean(), email: string() });

/** Answer of register and of a code request: the address the code went to. */
export const EmailAnswer = object({ email: string() });

/** Answer of forgot-password: where the mail went, and how to reach the service. */
export const ForgotAnswer = object({ email: string(), service: ServiceContact });

/** A validated forgot-password answer. */
export type ForgotAnswer = Infer<typeof ForgotAnswer>;

/** Answer of the reset-link check. */
export const SuccessAnswer = object({ success: boolean() });

/** Answer of a reset and of a password change: only `success: true` counts. */
export const SucceededAnswer = object({ success: literal(true) });
