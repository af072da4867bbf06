import { boolean, object, optional, string, type Infer, type Struct } from 'superstruct';
import { SESSION_CLICK_IDS, type SessionClickIdName } from '../attribution/parameters';

/** What the session says about the visitor: logged in or not, and the customer's names. */
export const AboutMe = object({ isLogged: boolean(), givenName: optional(string()), familyName: optional(string()) });

/** A validated aboutMe. */
export type AboutMe = Infer<typeof AboutMe>;

/** A click id's value, when the session recorded one. */
type ClickIdField = Struct<string | undefined, null>;

/**
 * The click ids a session recorded, by parameter name (SPEC section 3). A fixed set, not a record, so that
 * fields a newer backend adds are dropped like everywhere else instead of failing the session.
 */
export const SessionClickIds = object(
  Object.fromEntries(SESSION_CLICK_IDS.map((name) => [name, optional(string())])) as Record<SessionClickIdName, ClickIdField>,
);

/** The body of GET /api/s/ (SPEC section 3): id, aboutMe, and the page id, referrer and click ids the session recorded. */
export const SessionResponse = object({
  id: string(),
  aboutMe: AboutMe,
  pageId: optional(string()),
  referrer: optional(string()),
  clickIds: optional(SessionClickIds),
});

/** A loaded session: its public id and what it says about the visitor. */
export type Session = Infer<typeof SessionResponse>;
