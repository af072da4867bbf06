import { createMount } from '@schaufenster/shared/mount';
import { AuthModal } from './auth-modal';
import { AuthPage } from './auth-page';
import { AuthProps } from './props';

/** Mounts the auth widget (exposed as `auth/mount`): the Anmelden modal or the /authenticate/ page. */
export const mount = createMount({
  name: 'auth',
  props: AuthProps,
  render: ({ mode }) => (mode === 'page' ? <AuthPage /> : <AuthModal />),
});
