import type { FastifyInstance } from 'fastify';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import type { AuthContext } from './auth-context';
import { API, FIELD_MESSAGES, LoginBody, RegisterBody } from '@schaufenster/shared/api';
import { sendCode } from './otp-routes';
import { claimLoginAttempt } from './login-throttle';
import { limitMailsFromNetwork, limitMailsTo, mayMail } from './mail-limits';
import { assertHardToGuess, personalWordsOf } from './password-strength';
import { bindPendingRegistration, savePendingRegistration } from './pending-registrations';
import { loginSession } from './session-login';
import { findUserByEmail, loginCredential, normalizeEmail } from './users';
import { routeOf } from '../../server-kit/http/api-route';
import { flowSessionOf } from '../../server-kit/http/route-concerns';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** POST /api/auth/login and POST /api/auth/register (SPEC sections 7 and 8). */
export async function loginRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, hasher } = context;

  app.route({ ...routeOf(API.login), config: { csrf: 'flow' }, handler: async (request, reply) => {
    const { sessionId } = flowSessionOf(request);
    const body = parseBody(LoginBody, request.body);
    const email = normalizeEmail(body.email);
    const attempt = await claimLoginAttempt(db, email, request.ip, context.now());
    const credential = await loginCredential(db, email, context.now());
    let matches = false;
    try {
      if (credential) matches = await hasher.verify(body.password, credential.passwordHash);
      else await hasher.burn(body.password);
    } catch (error) {
      // Not checked at all (e.g. the hashing queue is full): no failure to count.
      await attempt.abandoned();
      throw error;
    }
    if (!credential || !matches) throw new ApiError(401, 'wrongCredentials', SERVER_TEXTS.wrongCredentials);
    await attempt.succeeded();
    if (credential.kind === 'pending') {
      // The password of a registration not confirmed yet: the request's session may now confirm it with a mailed code.
      await bindPendingRegistration(db, credential.registrationId, sessionId);
      // Past the network's or the recipient's mail limit the 403 still leads to the code screen; the codes mailed before still work.
      if (await mayMail(db, request.ip, email, context.now())) {
        await sendCode(context, email, 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', { sessionId, registrationId: credential.registrationId }, { ignoreCooldown: true });
      }
      throw new ApiError(403, 'unverified', SERVER_TEXTS.unverified, { extra: { email } });
    }
    await loginSession(db, sessionId, credential.userId, request, reply);
    return { success: true, email };
  } });

  app.route({ ...routeOf(API.register), config: { csrf: 'flow' }, handler: async (request) => {
    const { sessionId } = flowSessionOf(request);
    const body = parseBody(RegisterBody, request.body, FIELD_MESSAGES);
    const email = normalizeEmail(body.email);
    await limitMailsFromNetwork(db, request.ip, context.now());
    assertHardToGuess(body.newPassword, personalWordsOf(email, body.givenName, body.familyName));
    await limitMailsTo(db, email, context.now());
    // Only an active password account is taken (SPEC section 8); a guest account or another pending registration is not.
    if ((await findUserByEmail(db, email))?.passwordHash) {
      throw new ApiError(409, 'conflictEmail', SERVER_TEXTS.conflictEmail, { fieldErrors: { email: SERVER_TEXTS.conflictEmail } });
    }
    // Pending until this registration's own code is confirmed: until then it changes no account.
    const registrationId = await savePendingRegistration(db, email, sessionId, {
      givenName: body.givenName.trim(),
      familyName: body.familyName.trim(),
      passwordHash: await hasher.hash(body.newPassword),
      newsletterOptIn: body.newsletterOptIn ?? false,
    });
    await sendCode(context, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', { sessionId, registrationId }, { ignoreCooldown: true });
    return { email };
  } });
}
