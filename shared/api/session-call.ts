import { SessionResponse } from './session';

/**
 * The session call's answer schema, by its name in ROUTES (routes.ts adds it to API). The shared runtime, which comes
 * with loader.js on every page, calls it as `{ ...ROUTES.session, ...SESSION_CALLS.session }`, not through API, whose
 * schemas of every call would all come along.
 */
export const SESSION_CALLS = { session: { answer: SessionResponse } } as const;
