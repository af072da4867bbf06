import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Liquid } from 'liquidjs';
import type { Database } from '../../server-kit/db/database';
import { isAddressedToLoopback, portOf } from '../../server-kit/http/loopback';
import { latestMails } from './outbox';

// Every output is HTML-escaped: recipients, subjects and bodies are whatever a request put into a mail.
const templates = new Liquid({ root: path.join(__dirname, 'templates'), extname: '.liquid', outputEscape: 'escape', strictFilters: true });

/**
 * GET /dev/outbox/: the outgoing mails, newest first (development only: it shows codes and reset links). Only for a
 * request addressed to a loopback name on the server's own port: any other Host gets the 404 of a server without the
 * page, so a page the developer visits cannot read it by pointing its own name at 127.0.0.1 (DNS rebinding).
 */
export async function outboxRoutes(app: FastifyInstance, { db, publicOrigin }: { db: Database; publicOrigin: string }): Promise<void> {
  const fallbackPort = portOf(publicOrigin);
  app.get('/dev/outbox/', async (request, reply) => {
    if (!isAddressedToLoopback(request, fallbackPort)) return reply.callNotFound();
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
