import { browser } from '@wdio/globals';
import { attributeOf, elementsByTag, textOf } from '../html';

/** One mail of the dev outbox (/dev/outbox/), as the page shows it. */
interface OutboxMail {
  recipient: string;
  kind: string;
  body: string;
}

/** The outbox of a server (the spec's demo server unless another is named), newest mail first, read over HTTP as a developer would. */
async function readOutbox(server = browser.options.baseUrl): Promise<OutboxMail[]> {
  const html = await (await fetch(`${server}/dev/outbox/`)).text();
  return elementsByTag(html, 'article')
    .filter((article) => attributeOf(article, 'class') === 'mail')
    .map((article) => {
      const [body] = elementsByTag(article, 'pre');
      return { recipient: attributeOf(article, 'data-recipient') ?? '', kind: attributeOf(article, 'data-kind') ?? '', body: body ? textOf(body) : '' };
    });
}

/** How many mails went to an address so far. */
export async function mailCount(recipient: string): Promise<number> {
  return (await readOutbox()).filter((mail) => mail.recipient === recipient).length;
}

/** Waits for the newest mail of a kind to an address (after `previous` mails to it) and returns its body. */
async function newestMail(recipient: string, kinds: readonly string[], previous: number, server?: string): Promise<string> {
  let body = '';
  await browser.waitUntil(
    async () => {
      const mails = (await readOutbox(server)).filter((mail) => mail.recipient === recipient);
      const newest = mails[0];
      if (mails.length <= previous || !newest || !kinds.includes(newest.kind)) return false;
      body = newest.body;
      return true;
    },
    { timeoutMsg: `no ${kinds.join('/')} mail to ${recipient} in the outbox` },
  );
  return body;
}

/** The code of the newest code mail to an address (`dein Code lautet: 123456`), in the outbox of `server` if named. */
export async function mailedCode(recipient: string, previous = 0, server?: string): Promise<string> {
  const body = await newestMail(recipient, ['otp', 'registration'], previous, server);
  const code = /dein Code lautet: (\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`the mail to ${recipient} carries no code`);
  return code;
}

/** The reset link of the newest reset mail to an address, as an absolute URL. */
export async function mailedResetLink(recipient: string, previous = 0): Promise<string> {
  const body = await newestMail(recipient, ['reset'], previous);
  const link = /https?:\/\/\S+\/authenticate\/\?p=reset-password\S*/.exec(body)?.[0];
  if (!link) throw new Error(`the mail to ${recipient} carries no reset link`);
  return link;
}

/** The newest order confirmation mail to an address. */
export function mailedOrder(recipient: string): Promise<string> {
  return newestMail(recipient, ['order'], 0);
}

let counter = 0;

/** A fresh address per flow, so flows never share accounts, codes or cool-downs. */
export function freshEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.de`;
}
