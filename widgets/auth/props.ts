import { defaulted, enums, object, type Infer } from 'superstruct';

/** Props of the auth tag: the Anmelden modal on storefront pages, or the full /authenticate/ page. */
export const AuthProps = object({ mode: defaulted(enums(['modal', 'page']), 'modal') });

/** Validated auth props. */
export type AuthProps = Infer<typeof AuthProps>;
