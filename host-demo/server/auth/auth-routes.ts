import type { FastifyInstance } from 'fastify';
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
}
