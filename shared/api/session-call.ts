import { SESSION_ROUTES } from './session-routes';
import { SessionResponse } from './session';

/** The session call's answer schema, by its name in ROUTES (routes.ts adds it to API). */
export const SESSION_CALLS = { session: { answer: SessionResponse } } as const;

/**
 * GET /api/s/ with its answer's schema, as API.session has it. The shared runtime, which comes with loader.js on every
 * page, calls it from here, not through API, whose schemas of every call would all come along.
 */
export const SESSION_CALL = { ...SESSION_ROUTES.session, ...SESSION_CALLS.session };
