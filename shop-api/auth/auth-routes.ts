import type { FastifyInstance } from 'fastify';
import { AFTER_REPLY_CLOSE_WAIT_MS } from '../../server-kit/http/after-reply';
import type { AuthContext } from './auth-context';
import { flowRoutes } from './flow';
import { loginRoutes } from './login-routes';
import { otpRoutes } from './otp-routes';
import { passwordChangeRoutes } from './password-change-routes';
import { resetRoutes } from './reset-routes';

/** Every auth call of SPEC section 7 (flow id, login, register, one-time codes, forgot and reset) and the password change. */
export async function authRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  await app.register(flowRoutes, { db: context.db });
  await app.register(loginRoutes, context);
  await app.register(otpRoutes, context);
  await app.register(resetRoutes, context);
  await app.register(passwordChangeRoutes, context);
  // Mails still under way go out before the database closes, unless the mail server hangs.
  app.addHook('onClose', () => context.afterReply.settled(AFTER_REPLY_CLOSE_WAIT_MS));
}
