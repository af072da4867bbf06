import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { users } from '../../server-kit/db/schema';
import { ApiError, parseBody } from '../../server-kit/http/api-error';
import type { AuthContext } from './auth-context';
import { API, SendOtpBody, VerifyOtpBody } from '@schaufenster/shared/api';
import { claimCodeAttempt } from './code-failures';
import { RESEND_COOLDOWN_MS, type OtpType } from '@schaufenster/shared/api';
import { clearLoginBackoff } from './login-throttle';
import { limitMailRequest } from './mail-limits';
import { otpMail } from './mail-texts';
import { consumeCode, issueCode, type ConsumedCode } from './one-time-codes';
import { sendMail } from './outbox';
import { activatePendingRegistration, discardPendingRegistrations, sessionPendingRegistration } from './pending-registrations';
import { loginSession } from './session-login';
import { hitThrottle } from '../../server-kit/throttle';
import { findUserByEmail, normalizeEmail } from './users';
import { routeOf } from '../../server-kit/http/api-route';
import { flowSessionOf } from '../../server-kit/http/route-concerns';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** Where a code goes: for a verification code, the pending registration it confirms. */
export interface CodeTarget {
  /** The session asking: a verification code only goes out for a registration bound to it. */
  sessionId: string;
  /** The registration, when the caller has just made or proved it. */
  registrationId?: string;
}

/**
 * The registration a code of this type confirms: null for a guest code (which always goes out); for a
 * verification code the given one, else the pending registration of the request's session; undefined: no code.
 */
async function registrationFor({ db, now }: AuthContext, email: string, otpType: OtpType, target: CodeTarget): Promise<string | null | undefined> {
  if (otpType === 'GUEST_LOGIN_REQUEST') return null;
  return target.registrationId ?? (await sessionPendingRegistration(db, email, target.sessionId, now()));
}

/**
 * Sends a one-time code, at most once per RESEND_COOLDOWN_MS per address and type (429 with
 * Retry-After otherwise). The cool-down counts for unknown addresses too, so answers never tell them apart.
 */
export async function sendCode(context: AuthContext, email: string, otpType: OtpType, target: CodeTarget, { ignoreCooldown = false } = {}): Promise<void> {
  const { db, now } = context;
  if (!ignoreCooldown) {
    const cooldown = await hitThrottle(db, `otp-send:${otpType}:${email}`, 1, RESEND_COOLDOWN_MS, now());
    if (!cooldown.allowed) {
      const message = SERVER_TEXTS.resend_cooldown(cooldown.retryAfterS);
      throw new ApiError(429, 'resend_cooldown', message, { headers: { 'retry-after': String(cooldown.retryAfterS) } });
    }
  } else {
    await hitThrottle(db, `otp-send:${otpType}:${email}`, 1, RESEND_COOLDOWN_MS, now());
  }
  const registrationId = await registrationFor(context, email, otpType, target);
  if (registrationId === undefined) return;
  const code = await issueCode(db, email, otpType, now(), registrationId);
  await sendMail(context, otpMail(email, otpType, code, context.mail));
}

/**
 * The account a confirmed code logs into: a verification code activates its pending registration (in its
 * session only); a guest code logs into the address's account, or a new guest account, and discards any
 * pending registration of the address instead of activating it.
 */
async function accountOfCode({ db, now }: AuthContext, email: string, otpType: OtpType, consumed: ConsumedCode, sessionId: string): Promise<string | undefined> {
  if (otpType !== 'GUEST_LOGIN_REQUEST') {
    return consumed.registrationId === null ? undefined : activatePendingRegistration(db, consumed.registrationId, email, sessionId, now());
  }
  await discardPendingRegistrations(db, email);
  const user = await findUserByEmail(db, email);
  if (user) return user.id;
  // A guest's first login creates the guest account.
  const [created] = await db.insert(users).values({ email, givenName: '', familyName: '', isGuest: true, verified: true }).onConflictDoNothing().returning();
  return (created ?? (await findUserByEmail(db, email)))?.id;
}

/** POST /api/auth/login-otp/: send a code (type send-otp) or log in with one (type verify). */
export async function otpRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, now } = context;
  app.route({ ...routeOf(API.otp), config: { csrf: 'flow' }, handler: async (request, reply) => {
    const { sessionId } = flowSessionOf(request);
    const type = is(request.body, SendOtpBody) ? 'send-otp' : (request.body as { type?: unknown } | null)?.type;
    if (type === 'send-otp') {
      const body = parseBody(SendOtpBody, request.body);
      const email = normalizeEmail(body.email);
      await limitMailRequest(db, request.ip, email, now());
      await sendCode(context, email, body.otpType, { sessionId });
      return { email };
    }
    const body = parseBody(VerifyOtpBody, request.body);
    const email = normalizeEmail(body.email);
    const attempt = await claimCodeAttempt(context, email, request.ip);
    const consumed = await consumeCode(db, email, body.otpType, body.code, now());
    const userId = consumed && (await accountOfCode(context, email, body.otpType, consumed, sessionId));
    if (!userId) throw new ApiError(401, 'invalidCode', SERVER_TEXTS.invalidCode);
    await attempt.succeeded();
    await clearLoginBackoff(db, email, request.ip, now());
    await loginSession(db, sessionId, userId, request, reply);
    return { success: true, email };
  } });
}
