import { createMount } from '@schaufenster/shared/mount';
import { AuthWidget } from './auth-widget';
import { AuthProps } from './props';

/** Mounts the auth widget (exposed as `auth/mount`): the Anmelden modal or the /authenticate/ page. */
export const mount = createMount({
  name: 'auth',
  props: AuthProps,
  render: ({ mode }) => <AuthWidget mode={mode} />,
});
