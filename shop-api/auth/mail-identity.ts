import { ConfigError } from '../../server-kit/config-error';

/** Who the shop's mails come from and how they are signed: the shop's, not the demo's. */
export interface MailIdentity {
  /** The shop's name in subjects (`SHOP_NAME`). */
  shopName: string;
  /** The sender (`MAIL_FROM`): `Name <address>` or an address. */
  from: string;
  /** The last line of every mail (`MAIL_SIGNATURE`). */
  signature: string;
}

/** The demo's shop name. */
const DEMO_SHOP_NAME = 'Schaufenster';

// CR and LF would let a setting write headers of its own into every mail (header injection).
const LINE_BREAK = /[\r\n]/;
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const NAMED_ADDRESS = /^([^<>"]+|"[^"]+") <([^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+)>$/;

/** Whether a sender is `address` or `Name <address>`, on one line. */
export function isMailSender(value: string): boolean {
  return !LINE_BREAK.test(value) && (ADDRESS.test(value) || NAMED_ADDRESS.test(value));
}

function readText(name: string, value: string | undefined, fallback: string, maxLength: number): string {
  if (value === undefined || value === '') return fallback;
  if (LINE_BREAK.test(value) || value.trim() !== value || value.length > maxLength) {
    throw new ConfigError(`${name} must be one line of at most ${maxLength} characters without leading or trailing spaces, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Reads the mails' identity: `SHOP_NAME` (the demo's "Schaufenster" by default), `MAIL_FROM` (the shop's name and
 * the service address `serviceEmail` by default) and `MAIL_SIGNATURE` ("Dein <shop>-Team" by default).
 */
export function readMailIdentity(env: NodeJS.ProcessEnv, serviceEmail: string): MailIdentity {
  const shopName = readText('SHOP_NAME', env.SHOP_NAME, DEMO_SHOP_NAME, 80);
  const from = env.MAIL_FROM || `${shopName.replace(/[<>"]/g, '')} <${serviceEmail}>`;
  if (!isMailSender(from)) throw new ConfigError(`MAIL_FROM must be "Name <address>" or an address, e.g. "Modehaus Berg <service@modehaus.example>", got ${JSON.stringify(from)}`);
  const signature = readText('MAIL_SIGNATURE', env.MAIL_SIGNATURE, `Dein ${shopName}-Team`, 200);
  return { shopName, from, signature };
}
