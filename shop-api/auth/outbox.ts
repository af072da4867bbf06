import { desc, eq } from 'drizzle-orm';
import type { MailIdentity } from './mail-identity';
import type { Database } from '../../server-kit/db/database';
import { outboxMails } from '../../server-kit/db/schema';

/** A mail to send: recipient, subject, plain-text body and its kind (for the dev page). */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
  /** The body with its code or link replaced by a placeholder: what the outbox keeps outside the demo. */
  redactedBody: string;
  /** `notice` and `order`: mails that tell the owner something happened (a password change, an order) and carry no secret. */
  kind: 'otp' | 'registration' | 'reset' | 'notice' | 'order';
}

/** Sends a mail somewhere beyond the outbox (SMTP), when one is configured. */
export type MailTransport = (mail: Mail) => Promise<void>;

/**
 * What the outbox stores of a mail: `full` only for the demo's dev outbox page, which shows the codes and
 * links; `redacted` everywhere else, so a read of the table opens no account.
 */
export type OutboxStorage = 'full' | 'redacted';

/** Where mails go: the outbox table, how much of them it keeps, and the transport, if any; and whose they are. */
export interface MailDelivery {
  db: Database;
  outbox: OutboxStorage;
  transport?: MailTransport;
  /** The shop's name, sender and signature. */
  mail: MailIdentity;
}

/** Writes a mail to the outbox and hands it to the transport, if any; a failing transport does not fail the request. */
export async function sendMail({ db, outbox, transport }: MailDelivery, mail: Mail): Promise<void> {
  const { redactedBody, ...stored } = mail;
  const body = outbox === 'full' ? mail.body : redactedBody;
  const [row] = await db.insert(outboxMails).values({ ...stored, body }).returning({ id: outboxMails.id });
  if (!transport || !row) return;
  try {
    await transport(mail);
    await db.update(outboxMails).set({ sentAt: new Date() }).where(eq(outboxMails.id, row.id));
  } catch (error) {
    // Never log the mail: it carries codes and links.
    console.error(`[schaufenster] a ${mail.kind} mail could not be sent: ${error instanceof Error ? error.name : 'unknown error'}`);
  }
}

/** The newest mails of the outbox, for the dev page. */
export function latestMails(db: Database, limit = 50) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
