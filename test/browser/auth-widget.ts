import { $, browser } from '@wdio/globals';

const AUTH_ROOT = '[data-widget="auth"] [data-widget-root]';

/** An element inside the auth widget's shadow root. */
export function inAuth(selector: string) {
  return $(AUTH_ROOT).shadow$(selector);
}

/** A field of one of the auth forms (`form[name=login]`, `register`, `guest`, `otp-verify`, `forgot-password`, `reset-password`). */
export function authField(form: string, name: string) {
  return inAuth(`form[name="${form}"] [name="${name}"]`);
}

/** Types values into a form's fields, waiting for the form to be shown (after the 600 ms activation). */
export async function fillAuthForm(form: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = await authField(form, name);
    await field.waitForDisplayed();
    await field.setValue(value);
  }
}

/** Submits a form with its submit button. */
export async function submitAuthForm(form: string): Promise<void> {
  await (await inAuth(`form[name="${form}"] button[type="submit"]`)).click();
}

/** The text the auth widget shows, whitespace collapsed: not that of the closed Anmelden modal it keeps hidden. */
export function authText(): Promise<string> {
  return browser.execute((selector) => {
    const root = document.querySelector(selector)?.shadowRoot;
    if (!root) return '';
    const shown = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node instanceof Element && node.hasAttribute('hidden') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    let text = '';
    while (shown.nextNode()) if (shown.currentNode.nodeType === Node.TEXT_NODE) text += shown.currentNode.textContent ?? '';
    return text.replace(/\s+/g, ' ');
  }, AUTH_ROOT);
}

/** Waits until the auth widget shows a text. */
export async function waitForAuthText(text: string): Promise<void> {
  await browser.waitUntil(async () => (await authText()).includes(text), { timeoutMsg: `the auth widget never showed "${text}"` });
}

/** Waits until the browser is at a path (with query, if given). */
export async function waitForPath(path: string): Promise<void> {
  await browser.waitUntil(async () => (await browser.execute(() => location.pathname + location.search)) === path, {
    timeoutMsg: `the browser never reached ${path}`,
  });
}

/** Whether the session says someone is logged in. */
export async function isLoggedIn(): Promise<boolean> {
  return await browser.execute(async () => {
    const session = (await (await fetch('/api/s/', { credentials: 'same-origin' })).json()) as { aboutMe?: { isLogged?: boolean } };
    return session.aboutMe?.isLogged === true;
  });
}

/** A button of the header (found by its visible text inside the header's shadow root). */
export async function headerButton(text: string) {
  const buttons = await $('[data-widget="header"] [data-widget-root]').shadow$$('button');
  for (const button of buttons) {
    if ((await button.getText()).trim() === text) return button;
  }
  throw new Error(`the header shows no button "${text}"`);
}
