// Login helpers of the address browser tests: a customer registered and verified through the API, from the page.
import { browser } from '@wdio/globals';
import { attributeOf, elementsByTag, textOf } from '../html';

/** A customer the tests registered. */
export interface Customer {
  email: string;
  password: string;
}

/** Calls the auth API from the page as the widgets would: with the CSRF flow id of GET /api/s/c/; gives the status. */
async function authCall(path: string, body: object): Promise<number> {
  return browser.execute(
    async (url: string, json: string) => {
      const flow = (await fetch('/api/s/c/', { credentials: 'same-origin' })).headers.get('x-cs-flow-id') ?? '';
      const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', 'x-cs-flow-id': flow }, body: json });
      return response.status;
    },
    path,
    JSON.stringify(body),
  );
}

/** The newest code mailed to an address, read from the dev outbox (/dev/outbox/) as a developer would. */
async function mailedCode(email: string): Promise<string> {
  let code = '';
  await browser.waitUntil(
    async () => {
      const html = await (await fetch(`${browser.options.baseUrl}/dev/outbox/`)).text();
      const mail = elementsByTag(html, 'article').find((article) => attributeOf(article, 'data-recipient') === email);
      const body = mail ? textOf(mail) : '';
      code = /dein Code lautet: (\d{6})/.exec(body)?.[1] ?? '';
      return code !== '';
    },
    { timeoutMsg: `no code mailed to ${email}` },
  );
  return code;
}

/**
 * Registers a new customer through the API from the open page and verifies the mailed code, which logs
 * the browser's session in (SPEC.md section 4: register, then otp-verify VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST).
 */
export async function registerCustomer(givenName = 'Anna'): Promise<Customer> {
  const email = `adressen-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;
  const password = 'Mein-Hund-Bello-22';
  const registered = await authCall('/api/auth/register', { givenName, familyName: 'Schmidt', email, newPassword: password });
  if (registered !== 200) throw new Error(`registration answered ${registered}`);
  const code = await mailedCode(email);
  const verified = await authCall('/api/auth/login-otp/', { email, type: 'verify', otpType: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', code });
  if (verified !== 200) throw new Error(`verification answered ${verified}`);
  return { email, password };
}
