import { boolean, object, optional, string, type Infer } from 'superstruct';

/** What the session says about the visitor: logged in or not, and the customer's names. */
export const AboutMe = object({ isLogged: boolean(), givenName: optional(string()), familyName: optional(string()) });

/** A validated aboutMe. */
export type AboutMe = Infer<typeof AboutMe>;

/**
 * The click ids a session recorded, by parameter name (SPEC section 3). A fixed set, not a record, so that
 * fields a newer backend adds are dropped like everywhere else instead of failing the session.
 */
export const SessionClickIds = object({
  fbclid: optional(string()),
  ttclid: optional(string()),
  gclid: optional(string()),
  gad_source: optional(string()),
  prid: optional(string()),
  msclkid: optional(string()),
});

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
