import { $, browser } from '@wdio/globals';
import { openAndSettle } from './widget-page';

/** A choice of the demo's consent dialog: Statistik (`analytics`) or Marketing (`marketing`). */
export type ConsentChoice = 'analytics' | 'marketing';

/** Opens the demo's consent preferences (footer: Cookie-Einstellungen) and saves one choice as given or not. */
export async function saveConsent(choice: ConsentChoice, granted: boolean): Promise<void> {
  await $('footer [data-consent-preferences]').click();
  const box = await $(`dialog.consent-dialog input[name="${choice}"]`);
  if ((await box.isSelected()) !== granted) await box.click();
  await $('dialog.consent-dialog button[type="submit"]').click();
  await $('dialog.consent-dialog').waitForExist({ reverse: true, timeoutMsg: 'the consent dialog did not close' });
}

/** Mocha hooks of a suite that starts without cookies and without a stored consent, and leaves none behind. */
export function withoutStoredConsent(): void {
  before(async () => {
    await browser.deleteCookies();
    await openAndSettle('/');
    await browser.execute(() => localStorage.removeItem('schaufenster.consent'));
  });
  after(async () => {
    await browser.execute(() => localStorage.removeItem('schaufenster.consent'));
  });
}
