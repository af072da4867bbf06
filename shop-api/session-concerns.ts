import { eq } from 'drizzle-orm';
import type { Database } from '../server-kit/db/database';
import { sessions } from '../server-kit/db/schema';
import { notLoggedIn, type SessionConcerns } from '../server-kit/http/route-concerns';
import { guardCustomerPage } from './account/customer-page-guard';
import { requireFlow } from './auth/flow';
import { requestSession } from './server-session/request-session';

/** The route concerns that need the shop's session (`csrf: 'flow'`, `auth`), answered from the reference shop's sessions. */
export function shopSessionConcerns(db: Database): SessionConcerns {
  return {
    flow: (request) => requireFlow(db, request),
    async customer(request, reply, flow) {
      // Personal data: never cached, whoever asks.
      reply.header('cache-control', 'no-store');
      if (flow) {
        // From the table, not the session cache: a call that proved its flow changes the account (a logout elsewhere counts now).
        const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, flow.sessionId));
        if (!row?.userId) throw notLoggedIn();
        return { sessionId: flow.sessionId, userId: row.userId };
      }
      const session = await requestSession(db, request, reply);
      if (session.userId === null) throw notLoggedIn();
      return { sessionId: session.id, userId: session.userId };
    },
    customerPage: async (request, reply) => (await guardCustomerPage(db, request, reply)) ?? undefined,
  };
}
