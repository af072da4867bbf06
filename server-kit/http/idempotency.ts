import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './api-error';
import { requestTime } from './clock';
import { SERVER_TEXTS } from '../texts';

/** The request header of the IETF draft "The Idempotency-Key HTTP Header Field" (Node gives header names in lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The answer header that says an answer is the stored first answer of its key (as Stripe's API says it). */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How long a key is kept: far beyond any retry of the widgets (3 retries, 2 s times the attempt), as Stripe keeps its keys. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A key as the draft's sf-string (`"…"`) or bare, 1 to 255 visible ASCII characters without quotes or backslashes. */
const KEY = /^"?([\x21\x23-\x5b\x5d-\x7e]{1,255})"?$/;

/** What a write answers: its status and body. */
export interface WriteAnswer {
  status: number;
  body: unknown;
}

/** The request's key, undefined without the header; a malformed one is a 400. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  // Sent twice (an array), quoted on one side only, or out of the draft's characters: no key to trust.
  const value = typeof header === 'string' ? header.trim() : '';
  const key = KEY.exec(value)?.[1];
  if (key === undefined || value.startsWith('"') !== value.endsWith('"')) throw new ApiError(400, 'bad_request', SERVER_TEXTS.validation);
  return key;
}

/** What makes two requests the same one: method, path and body (a key reused for another request is refused). */
function fingerprintOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return createHash('sha256').update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

function sendJson(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(text);
}

/**
 * Runs a write of `sessionId` at most once per Idempotency-Key. Without the header the write runs as it always did.
 * With it, the key is claimed in a transaction the write runs in, and stored there with the answer: a retry with the
 * key (the first answer lost on the way) gets the first answer again, byte for byte, marked `Idempotent-Replayed`,
 * and writes nothing; a retry that arrives while the first still runs waits for it (the key's row lock) and gets its
 * answer. The same key with another method, path or body is a 422. A write that fails (an ApiError, an outage) stores
 * nothing: its retry runs it again.
 */
export async function idempotentWrite(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  write: (db: Database) => Promise<WriteAnswer>,
): Promise<FastifyReply> {
  const key = keyOf(request);
  if (key === undefined) {
    const answer = await write(db);
    return reply.code(answer.status).send(answer.body);
  }
  const fingerprint = fingerprintOf(request);
  const expiresAt = new Date(requestTime(request).getTime() + IDEMPOTENCY_KEY_LIFETIME_MS);
  const ofKey = and(eq(idempotencyKeys.sessionId, sessionId), eq(idempotencyKeys.key, key));
  const { status, text, replayed } = await db.transaction(async (tx) => {
    const [claimed] = await tx.insert(idempotencyKeys).values({ sessionId, key, fingerprint, expiresAt }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [stored] = await tx.select().from(idempotencyKeys).where(ofKey);
      if (!stored || stored.fingerprint !== fingerprint || stored.status === null || stored.answer === null) {
        throw new ApiError(422, 'idempotency_key_reused', SERVER_TEXTS.idempotency_key_reused);
      }
      return { status: stored.status, text: stored.answer, replayed: true };
    }
    const answer = await write(tx);
    const json = JSON.stringify(answer.body);
    await tx.update(idempotencyKeys).set({ status: answer.status, answer: json }).where(ofKey);
    return { status: answer.status, text: json, replayed: false };
  });
  if (replayed) reply.header(REPLAYED_HEADER, 'true');
  return sendJson(reply, status, text);
}
