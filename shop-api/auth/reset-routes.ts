import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PasswordWithConfirmation } from '@schaufenster/shared/validation';
import { validate } from 'superstruct';
import type { Database } from '../../server-kit/db/database';
import { resetTokens, users } from '../../server-kit/db/schema';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import { flowSessionOf } from '../../server-kit/http/route-concerns';
import { closeOpenSecrets } from './account-secrets';
import type { AuthContext } from './auth-context';
import { API, ForgotBody, ResetBody, ResetVerifyBody } from '@schaufenster/shared/api';
import { RESET_TTL_MS } from './constants';
import { clearLoginBackoff } from './login-throttle';
import { limitMailRequest } from './mail-limits';
import { resetMail } from './mail-texts';
import { sendMail } from './outbox';
import { noticePasswordChange } from './password-notice';
import { assertHardToGuess, personalWordsOf } from './password-strength';
import { logoutEverywhere } from './session-login';
import { createResetSecret, hashSecret } from './secrets';
import { resetLink } from './sign-in-url';
import { findUserByEmail, normalizeEmail } from './users';
import { routeOf } from '../../server-kit/http/api-route';
import { SERVER_TEXTS } from '../../server-kit/texts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function invalidLink(): ApiError {
  return new ApiError(401, 'invalidResetLink', SERVER_TEXTS.invalidResetLink);
}

/** The open reset token of a link, if it is valid now. */
async function openToken(db: Database, cid: string, hash: string, now: Date) {
  if (!UUID.test(cid)) return undefined;
  const [token] = await db
    .select()
    .from(resetTokens)
    .where(and(eq(resetTokens.id, cid), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)));
  return token && token.tokenHash === hashSecret(hash, cid) ? token : undefined;
}

/** Makes a reset link for an account (valid RESET_TTL_MS, only its hash stored) and mails it to the account's address. */
async function mailResetLink(context: AuthContext, userId: string, email: string): Promise<void> {
  const { db, now } = context;
  const secret = createResetSecret();
  const [token] = await db
    .insert(resetTokens)
    .values({ userId, tokenHash: '', expiresAt: new Date(now().getTime() + RESET_TTL_MS) })
    .returning({ id: resetTokens.id });
  if (!token) throw new Error('creating a reset token returned no row');
  await db.update(resetTokens).set({ tokenHash: hashSecret(secret, token.id) }).where(eq(resetTokens.id, token.id));
  await sendMail(context, resetMail(email, resetLink(context.signInUrl, token.id, secret), context.mail));
}

/** POST /api/auth/forgot-password/, POST /api/auth/reset-password/ (verify) and POST /api/auth/reset-password (reset). */
export async function resetRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, hasher, now } = context;

  app.route({ ...routeOf(API.forgotPassword), config: { csrf: 'flow' }, handler: async (request, reply) => {
    const email = normalizeEmail(parseBody(ForgotBody, request.body).email);
    await limitMailRequest(db, request.ip, email, now());
    const user = await findUserByEmail(db, email);
    // Known or not, the answer is the same, and as fast: the link is made and mailed only after it.
    if (user?.passwordHash) {
      const userId = user.id;
      context.afterReply.schedule(reply, 'the reset mail', () => mailResetLink(context, userId, email));
    }
    return { email, service: context.service };
  } });

  app.route({ ...routeOf(API.verifyResetLink), config: { csrf: 'flow' }, handler: async (request) => {
    const { cid, hash } = parseBody(ResetVerifyBody, request.body);
    if (!(await openToken(db, cid, hash, now()))) throw invalidLink();
    return { success: true };
  } });

  app.route({ ...routeOf(API.resetPassword), config: { csrf: 'flow' }, handler: async (request, reply) => {
    const body = parseBody(ResetBody, request.body);
    const [mismatch] = validate({ newPassword: body.newPassword, confirmPassword: body.confirmPassword }, PasswordWithConfirmation);
    if (mismatch) {
      const failure = mismatch.failures()[0];
      const field = String(failure?.path[0] ?? 'confirmPassword');
      throw new ApiError(422, 'validation', failure?.message ?? '', { fieldErrors: { [field]: failure?.message ?? '' } });
    }
    const token = await openToken(db, body.cid, body.hash, now());
    if (!token) throw invalidLink();
    const [owner] = await db.select().from(users).where(eq(users.id, token.userId));
    assertHardToGuess(body.newPassword, owner ? personalWordsOf(owner.email, owner.givenName, owner.familyName) : []);
    const passwordHash = await hasher.hash(body.newPassword);
    // Single use: only the request that marks the token used changes the password.
    const [used] = await db
      .update(resetTokens)
      .set({ usedAt: now() })
      .where(and(eq(resetTokens.id, token.id), isNull(resetTokens.usedAt)))
      .returning({ userId: resetTokens.userId });
    if (!used) throw invalidLink();
    await db.update(users).set({ passwordHash, verified: true }).where(eq(users.id, used.userId));
    await closeOpenSecrets(db, used.userId, now());
    await logoutEverywhere(db, used.userId, flowSessionOf(request).sessionId);
    if (owner) {
      await clearLoginBackoff(db, owner.email, request.ip, now());
      await noticePasswordChange(context, reply, owner.email, 'reset');
    }
    return { success: true };
  } });
}
