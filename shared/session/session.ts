import { boolean, create, object, optional, string, type Infer } from 'superstruct';
import { bus } from '@schaufenster/shared/bus';

/** The body of GET /api/s/. */
export const SessionResponse = object({
  id: string(),
  aboutMe: object({ isLogged: boolean(), givenName: optional(string()), familyName: optional(string()) }),
});

/** A loaded session: its public id and what it says about the visitor. */
export type Session = Infer<typeof SessionResponse>;

/** Path of the session endpoint. */
export const SESSION_PATH = '/api/s/';

let loading: Promise<Session | undefined> | undefined;

/**
 * Loads the session once per page, however many widgets ask; publishes it as `session:changed`.
 * A failure leaves the widgets in the logged-out state rather than breaking them.
 */
export function startSession(): Promise<Session | undefined> {
  loading ??= loadSession();
  return loading;
}

async function loadSession(): Promise<Session | undefined> {
  try {
    const response = await fetch(SESSION_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${SESSION_PATH} answered ${response.status}`);
    const session = create(await response.json(), SessionResponse);
    bus.emit('session:changed', session);
    return session;
  } catch (error) {
    console.error('[schaufenster] session could not be loaded', error);
    return undefined;
  }
}
