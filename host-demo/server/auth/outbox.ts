import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMails } from '../db/schema';

/** A mail to send: recipient, subject, plain-text body and its kind (for the dev page). */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
  kind: 'otp' | 'registration' | 'reset';
}

/** Sends a mail somewhere beyond the outbox (SMTP), when one is configured. */
export type MailTransport = (mail: Mail) => Promise<void>;

/** Writes a mail to the outbox and hands it to the transport, if any; a failing transport does not fail the request. */
export async function sendMail(db: Database, mail: Mail, transport?: MailTransport): Promise<void> {
  const [row] = await db.insert(outboxMails).values(mail).returning({ id: outboxMails.id });
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
