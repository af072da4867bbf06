import { createTransport } from 'nodemailer';
import type { MailTransport } from './outbox';

/** Sender of the shop's mails. */
export const MAIL_FROM = 'Schaufenster <service@schaufenster.example>';

/** A transport that sends through the SMTP server of `SMTP_URL` (e.g. `smtp://user:pass@mail.example:587`). */
export function smtpTransport(url: string, from = MAIL_FROM): MailTransport {
  const transporter = createTransport(url);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body });
  };
}
