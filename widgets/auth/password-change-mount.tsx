import { createMount } from '@schaufenster/shared/mount';
import { PasswordChange } from './password-change';
import { PasswordChangeProps } from './password-change-props';

/** Mounts the password change of the account pages (exposed as `auth/password-change`). */
export const mount = createMount({ name: 'auth/password-change', props: PasswordChangeProps, render: () => <PasswordChange /> });
