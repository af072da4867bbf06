import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { AboutMe } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import { sessions } from '../../server-kit/db/schema';
import { recordLastSeen, withPendingVisit } from './last-seen-batch';
import { ApiError } from '../../server-kit/http/api-error';
import { SERVER_TEXTS } from '../../server-kit/texts';
import { isSessionExpired, ROTATION_GRACE_MS, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from './lifetime';
import type { RequestContext } from './request-context';
import { cachedLookup, forgetCachedSession } from './session-lookup';
import { readByTokenHash, type SessionRow } from './session-row';
import { createSessionToken, hashToken, isWellFormedToken } from './tokens';


/** A session as the API answers it, plus the token when a new cookie must be set. */
export interface ResolvedSession {
  id: string;
  userId: string | null;
  aboutMe: AboutMe;
  /** The page id, referrer and click ids the session recorded (SPEC section 3), with this request's. */
  pageId: string;
  referrer: string;
  clickIds: Record<string, string>;
  /** Set only when the session was created by this request. */
  newToken?: string;
}

/** A visit refreshes `last_seen_at` at most this often: most session calls then read without writing. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;


/** The session row of a token, from this process's cache when it is current (session-lookup.ts). */
async function findByToken(db: Database, token: string) {
  const row = await cachedLookup(db, hashToken(token), readByTokenHash);
  return row && withPendingVisit(db, row);
}

/**
 * Deletes a session only if the database agrees it has expired at `now`: a cached row's last_seen_at may lag
 * behind visits another process recorded (last_seen_at alone announces no change). True when it was deleted.
 */
async function deleteIfExpired(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        or(
          lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
          lt(sessions.tokenIssuedAt, new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/**
 * The session of a cookie token while it lives (cached lookup; the lifetime checks run on every hit with the
 * request's clock). One past its idle timeout or absolute lifetime is deleted on sight (its cart with it; the
 * delete trigger tells every process's cache) and counts as none, so an old cookie opens nothing.
 */
export async function findLiveSession(db: Database, token: string | undefined, now: Date): Promise<SessionRow | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const row = await findByToken(db, token);
  if (!row || !isSessionExpired(row, now)) return row;
  if (await deleteIfExpired(db, row.id, now)) return undefined;
  // The database saw a later visit than the cached row: read it afresh and judge that.
  const tokenHash = hashToken(token);
  forgetCachedSession(db, tokenHash);
  const read = await readByTokenHash(db, tokenHash);
  const fresh = read && withPendingVisit(db, read);
  if (!fresh || !isSessionExpired(fresh, now)) return fresh;
  return (await deleteIfExpired(db, fresh.id, now)) ? undefined : fresh;
}

function aboutMe(row: { userId: string | null; givenName: string | null; familyName: string | null }): AboutMe {
  if (row.userId === null || row.givenName === null || row.familyName === null) return { isLogged: false };
  return { isLogged: true, givenName: row.givenName, familyName: row.familyName };
}

/**
 * Whether a token was replaced by a login or password change less than ROTATION_GRACE_MS ago. A call the page sent
 * before its new cookie arrived still carries it; answered with a new anonymous session, that answer's cookie would
 * overwrite the fresh one when it arrives later, and the shopper would be logged out. Such a call opens nothing (the
 * old token must not reach the logged-in session) and is told to try again (`session_superseded`), by which time the
 * browser sends the new cookie.
 */
async function isSupersededToken(db: Database, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.previousTokenHash, hashToken(token)), gt(sessions.tokenIssuedAt, new Date(now.getTime() - ROTATION_GRACE_MS))))
    .limit(1);
  return row !== undefined;
}

/**
 * Finds the live session of a cookie token and records the page context, or creates a new session when
 * the token is absent, unknown or expired (an unknown token is never adopted: no session fixation).
 * A token replaced at a login a moment ago gets neither (`session_superseded`, see isSupersededToken).
 */
export async function resolveSession(db: Database, token: string | undefined, context: RequestContext, now: Date): Promise<ResolvedSession> {
  const existing = await findLiveSession(db, token, now);
  if (existing) {
    const recorded = {
      pageId: context.pageId ?? existing.pageId ?? '',
      referrer: context.referrer ?? existing.referrer ?? '',
      clickIds: { ...existing.clickIds, ...context.clickIds },
    };
    const changed =
      (context.pageId !== undefined && context.pageId !== existing.pageId) ||
      (context.referrer !== undefined && context.referrer !== existing.referrer) ||
      Object.entries(context.clickIds).some(([code, value]) => existing.clickIds[code] !== value);
    if (!changed) {
      // A visit alone only moves last_seen_at: written in batches, not on the request's path (the request's clock).
      if (now.getTime() - existing.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) recordLastSeen(db, existing, now);
      return { id: existing.id, userId: existing.userId, aboutMe: aboutMe(existing), ...recorded };
    }
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        ...(context.pageId !== undefined && { pageId: context.pageId }),
        ...(context.referrer !== undefined && { referrer: context.referrer }),
        // Click ids accumulate: a later page without them does not forget the campaign.
        ...(Object.keys(context.clickIds).length > 0 && {
          clickIds: sql`${sessions.clickIds} || ${JSON.stringify(context.clickIds)}::jsonb`,
        }),
      })
      .where(eq(sessions.id, existing.id));
    return { id: existing.id, userId: existing.userId, aboutMe: aboutMe(existing), ...recorded };
  }
  if (isWellFormedToken(token) && (await isSupersededToken(db, token, now))) {
    // The widgets' requests send the call again (shared/http/request.ts).
    throw new ApiError(409, 'session_superseded', SERVER_TEXTS.session_superseded);
  }
  const newToken = createSessionToken();
  const [created] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(newToken),
      pageId: context.pageId,
      referrer: context.referrer,
      clickIds: context.clickIds,
      lastSeenAt: now,
      tokenIssuedAt: now,
    })
    .returning({ id: sessions.id });
  if (!created) throw new Error('creating a session returned no row');
  const recorded = { pageId: context.pageId ?? '', referrer: context.referrer ?? '', clickIds: context.clickIds };
  return { id: created.id, userId: null, aboutMe: { isLogged: false }, ...recorded, newToken };
}

/** Destroys the session of a token (logout): its cookie opens nothing afterwards. */
export async function destroySession(db: Database, token: string | undefined): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Stores the catalog presets a page sends (shape not fixed by the spec) on the session. */
export async function storeCatalogPresets(db: Database, sessionId: string, presets: Record<string, unknown>): Promise<void> {
  await db.update(sessions).set({ catalogPresets: presets }).where(eq(sessions.id, sessionId));
}
