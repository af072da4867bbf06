import { createTransport } from 'nodemailer';
import type { MailTransport } from './outbox';

/** A transport that sends through the SMTP server of `SMTP_URL` (e.g. `smtp://user:pass@mail.example:587`) as `from` (`MAIL_FROM`). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.body });
  };
}
