import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { users } from '../db/schema';
import { ApiError, parseBody } from '../http/api-error';
import type { AuthContext } from './auth-context';
import { SendOtpBody, VerifyOtpBody } from './auth-bodies';
import { AUTH_API_MESSAGES, OTP_RESEND_COOLDOWN_MS, type OtpType } from './constants';
import { requireFlow } from './flow';
import { limitMailRequest } from './mail-limits';
import { otpMail } from './mail-texts';
import { consumeCode, issueCode } from './one-time-codes';
import { sendMail } from './outbox';
import { loginSession } from './session-login';
import { hitThrottle } from './throttle';
import { findUserByEmail, normalizeEmail } from './users';

/** Whether a code of this type may go to this address: guests always, verification only to an unverified account. */
async function mayReceive({ db }: AuthContext, email: string, otpType: OtpType): Promise<boolean> {
  if (otpType === 'GUEST_LOGIN_REQUEST') return true;
  const user = await findUserByEmail(db, email);
  return user !== undefined && !user.verified && user.passwordHash !== null;
}

/**
 * Sends a one-time code, at most once per OTP_RESEND_COOLDOWN_MS per address and type (429 with
 * Retry-After otherwise). The cool-down counts for unknown addresses too, so answers never tell them apart.
 */
export async function sendCode(context: AuthContext, email: string, otpType: OtpType, { ignoreCooldown = false } = {}): Promise<void> {
  const { db, now } = context;
  if (!ignoreCooldown) {
    const cooldown = await hitThrottle(db, `otp-send:${otpType}:${email}`, 1, OTP_RESEND_COOLDOWN_MS, now());
    if (!cooldown.allowed) {
      const message = AUTH_API_MESSAGES.resendCooldown(cooldown.retryAfterS);
      throw new ApiError(429, 'resend_cooldown', message, undefined, {}, { 'retry-after': String(cooldown.retryAfterS) });
    }
  } else {
    await hitThrottle(db, `otp-send:${otpType}:${email}`, 1, OTP_RESEND_COOLDOWN_MS, now());
  }
  if (!(await mayReceive(context, email, otpType))) return;
  const code = await issueCode(db, email, otpType, now());
  await sendMail(db, otpMail(email, otpType, code), context.transport);
}

/** POST /api/auth/login-otp/: send a code (type send-otp) or log in with one (type verify). */
export async function otpRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, now } = context;
  app.post('/api/auth/login-otp/', async (request, reply) => {
    const { sessionId } = await requireFlow(db, request);
    const type = is(request.body, SendOtpBody) ? 'send-otp' : (request.body as { type?: unknown } | null)?.type;
    if (type === 'send-otp') {
      const body = parseBody(SendOtpBody, request.body);
      const email = normalizeEmail(body.email);
      await limitMailRequest(db, request.ip, email, now());
      await sendCode(context, email, body.otpType);
      return { email };
    }
    const body = parseBody(VerifyOtpBody, request.body);
    const email = normalizeEmail(body.email);
    if (!(await consumeCode(db, email, body.otpType, body.code, now()))) {
      throw new ApiError(401, 'invalidCode', AUTH_API_MESSAGES.invalidCode);
    }
    let user = await findUserByEmail(db, email);
    if (!user) {
      // A guest's first login creates the guest account.
      [user] = await db.insert(users).values({ email, givenName: '', familyName: '', isGuest: true, verified: true }).onConflictDoNothing().returning();
      user ??= await findUserByEmail(db, email);
    } else if (!user.verified) {
      await db.update(users).set({ verified: true }).where(eq(users.id, user.id));
    }
    if (!user) throw new Error('the account vanished while logging in');
    await loginSession(db, sessionId, user.id, request, reply);
    return { success: true, email };
  });
}
