import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { latestMails } from './outbox';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** GET /dev/outbox/: the outgoing mails, newest first (development only: it shows codes and reset links). */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get('/dev/outbox/', async (_request, reply) => {
    const mails = await latestMails(db);
    const items = mails
      .map(
        (mail) => `<article class="mail" data-recipient="${escapeHtml(mail.recipient)}" data-kind="${escapeHtml(mail.kind)}">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>An: ${escapeHtml(mail.recipient)} · ${mail.createdAt.toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}</p>
  <pre>${escapeHtml(mail.body)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Postausgang | Schaufenster</title>
<link rel="stylesheet" href="/assets/site.css"></head>
<body><main>
<h1>Postausgang</h1>
<p>Diese Seite gibt es nur in der Entwicklung: Sie zeigt die E-Mails, die der Shop verschickt hätte.</p>
${items || '<p>Noch keine E-Mails.</p>'}
</main></body>
</html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
