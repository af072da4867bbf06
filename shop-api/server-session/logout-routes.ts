import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../server-kit/db/database';
import { isOwnOrigin } from '../../server-kit/http/request-origin';
import { allowFormTarget } from '../../server-kit/http/security-headers';
import { escapeHtml } from '@schaufenster/shared/html';
import { acceptFormBodies, smallPage } from '../../server-kit/http/small-page';
import { LOGOUT_TEXTS } from '../../server-kit/texts';
import { isIntendedLogout, isSameOriginPost } from './logout-intent';
import { LOGOUT_FALLBACK, logoutTarget } from './logout-target';
import { clearSessionCookie, readSessionToken } from './request-session';
import { destroySession } from './session-store';

/** The logout's path (SPEC section 2). */
export const LOGOUT_PATH = '/logout/';

/** What the logout routes need: the database, and the origins whose home a logout may land on. */
export interface LogoutRoutesOptions {
  db: Database;
  /** The server's own origin (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** The origins of the pages that carry the widgets (`ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[];
}

/**
 * GET /logout/ (SPEC section 2: a full-page navigation) logs out at once when the shopper asked for it
 * (`isIntendedLogout`), then lands on the page's `home` (when it is on PUBLIC_ORIGIN or ALLOWED_ORIGINS, else on `/`).
 * Anything else (an image, a frame, a navigation no one clicked) gets a page with an Abmelden button and logs nobody
 * out; the button posts to POST /logout/, which logs out only for a form of this origin.
 */
export async function logoutRoutes(app: FastifyInstance, { db, publicOrigin, allowedOrigins }: LogoutRoutesOptions): Promise<void> {
  const homeOrigins: ReadonlySet<string> = new Set([publicOrigin, ...allowedOrigins]);
  acceptFormBodies(app);

  async function logOut(request: FastifyRequest, reply: FastifyReply, target: string, status: 302 | 303): Promise<FastifyReply> {
    await destroySession(db, readSessionToken(request));
    clearSessionCookie(request, reply);
    return reply.header('cache-control', 'no-store').redirect(target, status);
  }

  /** The confirmation page: its button posts back here with the same `home`, and may then land there. */
  function confirm(reply: FastifyReply, target: string, status: 200 | 403): FastifyReply {
    const action = target === LOGOUT_FALLBACK ? LOGOUT_PATH : `${LOGOUT_PATH}?${new URLSearchParams({ home: target })}`;
    if (target !== LOGOUT_FALLBACK) allowFormTarget(reply, new URL(target).origin);
    const body = [
      `<p>${status === 403 ? LOGOUT_TEXTS.notConfirmed : LOGOUT_TEXTS.question}</p>`,
      `<form method="post" action="${escapeHtml(action)}"><button type="submit">${LOGOUT_TEXTS.button}</button></form>`,
      `<p><a href="${escapeHtml(target)}">${LOGOUT_TEXTS.back}</a></p>`,
    ].join('');
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(smallPage(LOGOUT_TEXTS.title, body));
  }

  app.get<{ Querystring: { home?: unknown } }>(LOGOUT_PATH, async (request, reply) => {
    const target = logoutTarget(request.query.home, homeOrigins);
    const trusted = (origin: string) => homeOrigins.has(origin) || isOwnOrigin(origin, request, publicOrigin);
    if (!isIntendedLogout(request.headers, trusted)) return confirm(reply, target, 200);
    return logOut(request, reply, target, 302);
  });

  app.post<{ Querystring: { home?: unknown } }>(LOGOUT_PATH, async (request, reply) => {
    const target = logoutTarget(request.query.home, homeOrigins);
    if (!isSameOriginPost(request.headers, (origin) => isOwnOrigin(origin, request, publicOrigin))) return confirm(reply, target, 403);
    return logOut(request, reply, target, 303);
  });
}
