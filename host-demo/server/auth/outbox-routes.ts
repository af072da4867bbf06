import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Liquid } from 'liquidjs';
import type { Database } from '../db/database';
import { latestMails } from './outbox';

// Every output is HTML-escaped: recipients, subjects and bodies are whatever a request put into a mail.
const templates = new Liquid({ root: path.join(__dirname, 'templates'), extname: '.liquid', outputEscape: 'escape', strictFilters: true });

/** GET /dev/outbox/: the outgoing mails, newest first (development only: it shows codes and reset links). */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/dev/outbox/', async (_request, reply) => {
    const mails = (await latestMails(db)).map((mail) => ({
      recipient: mail.recipient,
      kind: mail.kind,
      subject: mail.subject,
      body: mail.body,
      sentAt: mail.createdAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }),
    }));
    const html = await templates.renderFile('outbox', { mails });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
