import { object, type Infer } from 'superstruct';

/** Props of the `auth/password-change` tag: none; the form is for whoever is logged in. */
export const PasswordChangeProps = object({});

/** Validated password-change props. */
export type PasswordChangeProps = Infer<typeof PasswordChangeProps>;
