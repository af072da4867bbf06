import type { Database } from '../../server-kit/db/database';
import { rateLimited } from '../../server-kit/http/rate-limited';
import { MAIL_LIMITS } from './constants';
import { hitThrottle } from '../../server-kit/throttle';
import { SERVER_TEXTS } from '../../server-kit/texts';

/** Counts a mail request of a network: a 429 `too_many_requests` with Retry-After past MAIL_LIMITS.network. */
export async function limitMailsFromNetwork(db: Database, ip: string, now: Date): Promise<void> {
  const { limit, windowMs } = MAIL_LIMITS.network;
  const hit = await hitThrottle(db, `mail:ip:${ip}`, limit, windowMs, now);
  if (!hit.allowed) throw rateLimited('too_many_requests', SERVER_TEXTS.too_many_requests, hit.retryAfterS);
}

/** Counts a mail request naming an address: a 429 `too_many_mails` with Retry-After past MAIL_LIMITS.recipient. */
export async function limitMailsTo(db: Database, email: string, now: Date): Promise<void> {
  const { limit, windowMs } = MAIL_LIMITS.recipient;
  const hit = await hitThrottle(db, `mail:to:${email}`, limit, windowMs, now);
  if (!hit.allowed) throw rateLimited('too_many_mails', SERVER_TEXTS.too_many_mails, hit.retryAfterS);
}

/** Both limits of a request that mails `email`, the network's first. */
export async function limitMailRequest(db: Database, ip: string, email: string, now: Date): Promise<void> {
  await limitMailsFromNetwork(db, ip, now);
  await limitMailsTo(db, email, now);
}

/**
 * Counts a mail to `email` that a request causes without asking for it (the code of a login to an unverified
 * account) like any other, per network and per address: false past either limit, and then it is not sent.
 */
export async function mayMail(db: Database, ip: string, email: string, now: Date): Promise<boolean> {
  const network = await hitThrottle(db, `mail:ip:${ip}`, MAIL_LIMITS.network.limit, MAIL_LIMITS.network.windowMs, now);
  if (!network.allowed) return false;
  return (await hitThrottle(db, `mail:to:${email}`, MAIL_LIMITS.recipient.limit, MAIL_LIMITS.recipient.windowMs, now)).allowed;
}

/**
 * Counts a notice to `email` (a password was changed) per network and per address like any other mail, but never
 * holds it back: whoever filled the limits must not keep the owner from hearing of the change. A change is
 * bounded by its own limit (PASSWORD_CHANGE_LIMIT), a reset by its mailed link.
 */
export async function countNotice(db: Database, ip: string, email: string, now: Date): Promise<void> {
  await hitThrottle(db, `mail:ip:${ip}`, MAIL_LIMITS.network.limit, MAIL_LIMITS.network.windowMs, now);
  await hitThrottle(db, `mail:to:${email}`, MAIL_LIMITS.recipient.limit, MAIL_LIMITS.recipient.windowMs, now);
}
