import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API, type PasswordChangeBody } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import { sessions, users } from '../../server-kit/db/schema';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import { closeOpenSecrets } from './account-secrets';
import type { AuthContext } from './auth-context';
import { PASSWORD_CHANGE_LIMIT } from './constants';
import { noticePasswordChange } from './password-notice';
import { assertHardToGuess, personalWordsOf } from './password-strength';
import { loginSession } from './session-login';
import { hitThrottle } from '../../server-kit/throttle';
import { routeOf } from '../../server-kit/http/api-route';
import { customerOf } from '../../server-kit/http/route-concerns';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** German answers of the password change (the spec gives none for them). */
export const PASSWORD_CHANGE_MESSAGES = {
  wrongCurrentPassword: 'Das aktuelle Passwort ist nicht richtig.',
  sameAsCurrent: 'Das neue Passwort muss sich von deinem aktuellen Passwort unterscheiden.',
  noPassword: 'Dein Gastkonto hat kein Passwort. Du meldest dich mit einem Code per E-Mail an.',
} as const;

function fieldError(field: keyof PasswordChangeBody, message: string): ApiError {
  return new ApiError(422, 'validation', message, { fieldErrors: { [field]: message } });
}

/**
 * Ends every session of a customer but one, as `/logout/` ends one: after a password change, whoever still holds an
 * old session (another device, or a thief with a copied cookie) holds a token that answers as unknown, with no cart,
 * order confirmation or anything else of that session left; the session that changed it stays.
 */
export async function logoutOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/**
 * POST /api/auth/change-password/ (CSRF-checked like every auth call): a logged-in customer proves the
 * current password and sets a new one under the rules of registration and reset; the open reset links and
 * codes close, the other sessions end, and a notice goes to the address. Every attempt counts against the
 * account (PASSWORD_CHANGE_LIMIT), which bounds the notices too.
 */
export async function passwordChangeRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, hasher, now } = context;

  app.route({ ...routeOf(API.changePassword), config: { csrf: 'flow', auth: 'user' }, handler: async (request, reply) => {
    const { sessionId, userId } = customerOf(request);
    const body = parseBody(API.changePassword.body, request.body);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.passwordHash) throw fieldError('currentPassword', PASSWORD_CHANGE_MESSAGES.noPassword);

    const { limit, windowMs } = PASSWORD_CHANGE_LIMIT;
    const throttle = await hitThrottle(db, `password-change:${userId}`, limit, windowMs, now());
    if (!throttle.allowed) {
      throw new ApiError(429, 'too_many_attempts', SERVER_TEXTS.too_many_attempts, { headers: { 'retry-after': String(throttle.retryAfterS) } });
    }
    if (!(await hasher.verify(body.currentPassword, user.passwordHash))) {
      throw fieldError('currentPassword', PASSWORD_CHANGE_MESSAGES.wrongCurrentPassword);
    }
    if (body.newPassword === body.currentPassword) throw fieldError('newPassword', PASSWORD_CHANGE_MESSAGES.sameAsCurrent);
    // The rules of registration and reset: not common, not made of the own address and names.
    assertHardToGuess(body.newPassword, personalWordsOf(user.email, user.givenName, user.familyName));

    await db.update(users).set({ passwordHash: await hasher.hash(body.newPassword) }).where(eq(users.id, userId));
    // A link or code mailed before (to whoever could read the mailbox then) must not reset the new password.
    await closeOpenSecrets(db, userId, now());
    await logoutOtherSessions(db, userId, sessionId);
    // The session that changed the password stays logged in, under a fresh token: one seen before opens nothing now.
    await loginSession(db, sessionId, userId, request, reply);
    await noticePasswordChange(context, reply, user.email, 'change');
    return { success: true };
  } });
}
