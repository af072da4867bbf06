import { $, browser, expect } from '@wdio/globals';
import './csp-guard';
import { registerCustomer } from './address-login';
import { leavePageAndDeleteCookies, openAndSettle } from './widget-page';

const PASSWORD_CHANGE = '[data-widget="auth/password-change"]';
const NEW_PASSWORD = 'Zugspitze#Tee42';

/** A second device of the customer: its own session, through the API from outside the browser. */
class OtherDevice {
  private cookie = '';
  private flowId = '';

  private async send(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${browser.options.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', cookie: this.cookie, 'x-cs-flow-id': this.flowId, ...init.headers },
    });
    const sid = /sid=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (sid !== undefined) this.cookie = `sid=${sid}`;
    return response;
  }

  /** Logs in on this device; gives the status. */
  async logIn(email: string, password: string): Promise<number> {
    this.flowId = (await this.send('/api/s/c/')).headers.get('x-cs-flow-id') ?? '';
    return (await this.send('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) })).status;
  }

  async isLoggedIn(): Promise<boolean> {
    return ((await (await this.send('/api/s/')).json()) as { aboutMe: { isLogged: boolean } }).aboutMe.isLogged;
  }
}

function passwordField(name: string) {
  return $(`${PASSWORD_CHANGE} [data-widget-root]`).shadow$(`input[name="${name}"]`);
}

describe('changing the password on the account pages', () => {
  it('changes it with the current password: every other session ends, this one stays logged in', async () => {
    await leavePageAndDeleteCookies();
    await openAndSettle('/');
    const customer = await registerCustomer('Dora');
    const phone = new OtherDevice();
    expect(await phone.logIn(customer.email, customer.password)).toBe(200);

    const states = await openAndSettle('/account/overview/');
    // Rendered on the server, it hydrates when the shopper first uses it: the typing below, straight away.
    expect(states['auth/password-change']).toBe('deferred');
    await (await passwordField('currentPassword')).setValue('falsch-123');
    await (await passwordField('newPassword')).setValue(NEW_PASSWORD);
    await (await passwordField('confirmPassword')).setValue(NEW_PASSWORD);
    const submit = await $(`${PASSWORD_CHANGE} [data-widget-root]`).shadow$('button[type="submit"]');
    await submit.click();
    const shadowText = () => browser.execute((selector: string) => document.querySelector(selector)?.shadowRoot?.textContent ?? '', `${PASSWORD_CHANGE} [data-widget-root]`);
    /** Waits for the widget to show `text`; a failure says what it shows instead. */
    const waitForText = async (text: string, failure: string) => {
      try {
        await browser.waitUntil(async () => (await shadowText()).includes(text), { timeout: 20_000 });
      } catch {
        throw new Error(`${failure}; the widget shows: ${await shadowText()}`);
      }
    };
    await waitForText('Das aktuelle Passwort ist nicht richtig.', 'the wrong current password was not refused');
    expect(await phone.isLoggedIn()).toBe(true);

    // Typed over as a shopper does (select all, then type): a scripted clear would not reach React. Each step waits
    // for the field to show it: on a busy machine a key can reach the field after the next command started.
    const current = await passwordField('currentPassword');
    await current.click();
    await browser.keys(['Control', 'a']);
    await browser.keys(['Backspace']);
    await browser.waitUntil(async () => (await current.getValue()) === '', { timeoutMsg: 'the wrong current password was not cleared' });
    await current.addValue(customer.password);
    await browser.waitUntil(async () => (await current.getValue()) === customer.password, { timeoutMsg: 'the current password was not typed' });
    await submit.click();
    await waitForText('Dein Passwort wurde geändert. Auf deinen anderen Geräten bist du jetzt abgemeldet.', 'no confirmation of the change');
    expect(await (await passwordField('currentPassword')).getValue()).toBe('');

    expect(await phone.isLoggedIn()).toBe(false);
    await openAndSettle('/account/overview/');
    expect(await browser.execute(() => location.pathname)).toBe('/account/overview/');
    expect(await new OtherDevice().logIn(customer.email, customer.password)).toBe(401);
    expect(await new OtherDevice().logIn(customer.email, NEW_PASSWORD)).toBe(200);
  });
});
