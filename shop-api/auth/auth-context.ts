import type { MailIdentity } from './mail-identity';
import type { ServiceContact } from '@schaufenster/shared/api';
import type { Database } from '../../server-kit/db/database';
import type { AfterReply } from '../../server-kit/http/after-reply';
import type { MailTransport, OutboxStorage } from './outbox';
import type { PasswordHasher } from './passwords';

/** What the auth routes need: the database, the hasher, a clock, mail and the service contact. */
export interface AuthContext {
  db: Database;
  hasher: PasswordHasher;
  /** The current time; tests move it. */
  now: () => Date;
  transport?: MailTransport;
  /** How much of each mail the outbox table keeps: `full` only where the dev outbox page shows them. */
  outbox: OutboxStorage;
  service: ServiceContact;
  /** Whose the mails are: shop name, sender, signature (`SHOP_NAME`, `MAIL_FROM`, `MAIL_SIGNATURE`). */
  mail: MailIdentity;
  /**
   * The shop's sign-in page, which reset links in mails open (`SIGN_IN_URL`, by default on `PUBLIC_ORIGIN`): configured,
   * never taken from a request's Host header, which must not choose where a reset token goes.
   */
  signInUrl: string;
  /** Where mails go that must not hold up the answer (or tell by its timing that they exist). */
  afterReply: AfterReply;
}
