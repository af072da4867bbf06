import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../server-kit/db/database';
import { outboxMails } from '../../server-kit/db/schema';

/** What a person would read from their mailbox: the test app stores mails in full in its outbox. */
export interface Mailbox {
  /** The newest code mailed to an address. */
  mailedCode(email: string): Promise<string>;
  /** The newest reset link mailed to an address. */
  mailedResetLink(email: string): Promise<{ cid: string; hash: string }>;
}

/** Reads the outbox table of `db`, once the mails the app sends after its answers (`settled`) are in. */
export function readMailbox(db: Database, settled: () => Promise<void>): Mailbox {
  const newestMail = async (email: string, kind?: string) => {
    await settled();
    const [mail] = await db
      .select()
      .from(outboxMails)
      .where(kind ? and(eq(outboxMails.recipient, email), eq(outboxMails.kind, kind)) : eq(outboxMails.recipient, email))
      .orderBy(desc(outboxMails.createdAt))
      .limit(1);
    return mail?.body ?? '';
  };
  return {
    async mailedCode(email) {
      const code = /Code lautet: (\d{6})/.exec(await newestMail(email))?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async mailedResetLink(email) {
      const link = new URL(/http\S+/.exec(await newestMail(email, 'reset'))?.[0] ?? 'http://x/');
      return { cid: link.searchParams.get('cid') ?? '', hash: link.searchParams.get('hash') ?? '' };
    },
  };
}

/** A six-digit code that is not this one. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
