import type { FastifyReply } from 'fastify';
import type { AuthContext } from './auth-context';
import { countNotice } from './mail-limits';
import { passwordNoticeMail, type PasswordChangeWay } from './mail-texts';
import { sendMail } from './outbox';

/**
 * Tells the owner that the account's password was changed (`way`): a notice to its address, counted against the
 * mail limits of the request's network and of the address, sent once the answer is out through the outbox and SMTP.
 */
export async function noticePasswordChange(context: AuthContext, reply: FastifyReply, email: string, way: PasswordChangeWay): Promise<void> {
  await countNotice(context.db, reply.request.ip, email, context.now());
  const mail = passwordNoticeMail(email, way, context.service, context.mail);
  context.afterReply.schedule(reply, 'the password notice', () => sendMail(context, mail));
}
