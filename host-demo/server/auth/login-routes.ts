import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { ApiError, parseBody } from '../http/api-error';
import type { AuthContext } from './auth-context';
import { FIELD_MESSAGES, LoginBody, RegisterBody } from './auth-bodies';
import { AUTH_API_MESSAGES } from './constants';
import { requireFlow } from './flow';
import { sendCode } from './otp-routes';
import { claimLoginAttempt } from './login-throttle';
import { limitMailsFromNetwork, limitMailsTo, mayMailTo } from './mail-limits';
import { assertHardToGuess, personalWordsOf } from './password-strength';
import { loginSession } from './session-login';
import { findUserByEmail, normalizeEmail } from './users';

/** POST /api/auth/login and POST /api/auth/register (SPEC sections 7 and 8). */
export async function loginRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, hasher } = context;

  app.post('/api/auth/login', async (request, reply) => {
    const { sessionId } = await requireFlow(db, request);
    const body = parseBody(LoginBody, request.body);
    const email = normalizeEmail(body.email);
    const attempt = await claimLoginAttempt(db, email, request.ip, context.now());
    const user = await findUserByEmail(db, email);
    let matches = false;
    try {
      if (user?.passwordHash) matches = await hasher.verify(body.password, user.passwordHash);
      else await hasher.burn(body.password);
    } catch (error) {
      // Not checked at all (e.g. the hashing queue is full): no failure to count.
      await attempt.abandoned();
      throw error;
    }
    if (!user || !matches) throw new ApiError(401, 'wrongCredentials', AUTH_API_MESSAGES.wrongCredentials);
    await attempt.succeeded();
    if (!user.verified) {
      // Past the recipient's mail limit the 403 still leads to the code screen; the codes mailed before still work.
      if (await mayMailTo(db, email, context.now())) await sendCode(context, email, 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', { ignoreCooldown: true });
      throw new ApiError(403, 'unverified', AUTH_API_MESSAGES.unverified, undefined, { email });
    }
    await loginSession(db, sessionId, user.id, request, reply);
    return { success: true, email };
  });

  app.post('/api/auth/register', async (request) => {
    await requireFlow(db, request);
    const body = parseBody(RegisterBody, request.body, FIELD_MESSAGES);
    const email = normalizeEmail(body.email);
    await limitMailsFromNetwork(db, request.ip, context.now());
    assertHardToGuess(body.newPassword, personalWordsOf(email, body.givenName, body.familyName));
    await limitMailsTo(db, email, context.now());
    const existing = await findUserByEmail(db, email);
    if (existing?.passwordHash) {
      throw new ApiError(409, 'conflictEmail', AUTH_API_MESSAGES.conflictEmail, { email: AUTH_API_MESSAGES.conflictEmail });
    }
    const account = {
      givenName: body.givenName.trim(),
      familyName: body.familyName.trim(),
      passwordHash: await hasher.hash(body.newPassword),
      newsletterOptIn: body.newsletterOptIn ?? false,
      isGuest: false,
      verified: false,
    };
    // A guest account of the same address becomes the registered one; a race with another registration is a conflict.
    if (existing) await db.update(users).set(account).where(eq(users.id, existing.id));
    else {
      const [created] = await db.insert(users).values({ email, ...account }).onConflictDoNothing().returning({ id: users.id });
      if (!created) throw new ApiError(409, 'conflictEmail', AUTH_API_MESSAGES.conflictEmail, { email: AUTH_API_MESSAGES.conflictEmail });
    }
    await sendCode(context, email, 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', { ignoreCooldown: true });
    return { email };
  });
}
