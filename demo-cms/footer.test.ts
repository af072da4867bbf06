import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { createPageRenderer } from './render';
import { PAGES } from './routes';

/** The storefront page every footer test looks at: a plain CMS page in the default layout. */
const NEWSLETTER = PAGES.get('/newsletter/');

let html = '';

beforeAll(async () => {
  if (!NEWSLETTER) throw new Error('the page table has no /newsletter/');
  html = await createPageRenderer({ imageOrigin: 'https://images.example' }).render(NEWSLETTER, 'test-nonce');
});

// A fresh page for each test, at its own address, as a shopper opens it (markup set by innerHTML runs no scripts).
beforeEach(() => {
  window.history.replaceState(null, '', 'http://localhost/newsletter/');
  document.documentElement.innerHTML = html;
});

const footer = () => within(within(document.body).getByRole('contentinfo'));

/**
 * What a browser scrolls to for the address's fragment (HTML, "find a potential indicated element" and the
 * top of the document for `#top`): the element with that id, else the document's top for `top`, else nothing.
 */
function indicatedPart(): Element | 'top of the document' | undefined {
  const fragment = decodeURIComponent(window.location.hash.slice(1));
  if (fragment === '') return undefined;
  return document.getElementById(fragment) ?? (fragment.toLowerCase() === 'top' ? 'top of the document' : undefined);
}

describe('the storefront footer', () => {
  it.each([
    ['free returns', 'Kostenlose Rücksendung'],
    ['buy now pay later', 'Jetzt kaufen, später bezahlen'],
    ['30 days right of return', '30 Tage Rückgaberecht'],
    ['purchase on invoice', 'Kauf auf Rechnung'],
    ['fast delivery', 'Schnelle Lieferung'],
    ['secure data', 'Sichere Daten'],
  ])('promises %s: %s', (_promise, title) => {
    expect(footer().getByText(title, { selector: 'strong' })).toBeTruthy();
  });

  it('makes exactly the six promises of the spec, in its order', () => {
    const promises = [...document.querySelectorAll('footer li > strong')].map((title) => title.textContent);
    expect(promises).toEqual([
      'Kostenlose Rücksendung',
      'Jetzt kaufen, später bezahlen',
      '30 Tage Rückgaberecht',
      'Kauf auf Rechnung',
      'Schnelle Lieferung',
      'Sichere Daten',
    ]);
  });

  it.each([
    ['Impressum', '/i/impressum/'],
    ['Datenschutz', '/i/datenschutz/'],
    ['AGB', '/i/agb/'],
    ['Widerrufsrecht', '/i/widerrufsrecht/'],
    ['Newsletter', '/newsletter/'],
  ])('links %s to %s', (name, href) => {
    const legal = within(footer().getByRole('navigation', { name: 'Rechtliches' }));
    expect(legal.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(PAGES.has(href)).toBe(true);
  });

  it.each([
    ['returns', 'Rücksendung', '/faq/ruecksendung/'],
    ['payment by invoice', 'Zahlung per Rechnung', '/faq/zahlungsarten/rechnung/'],
    ['payment by credit card', 'Zahlung per Kreditkarte', '/faq/zahlungsarten/kreditkarte/'],
    ['payment by PayPal', 'Zahlung per PayPal', '/faq/zahlungsarten/paypal/'],
    ['shipping', 'Versand', '/faq/versand/'],
    ['tracking', 'Sendungsverfolgung', '/faq/sendungsverfolgung/'],
    ['countries delivered to', 'Lieferländer', '/faq/lieferlaender/'],
    ['the 30-day right of return', '30 Tage Rückgaberecht', '/faq/rueckgaberecht/'],
    ['help and contact', 'Hilfe und Kontakt', '/faq/'],
  ])('links the help article on %s (%s) to %s', (_topic, name, href) => {
    const help = within(footer().getByRole('navigation', { name: 'Hilfe' }));
    expect(help.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(PAGES.has(href)).toBe(true);
  });
});

describe('the back-to-top bar', () => {
  it('takes the shopper to the start of the page, staying on it', async () => {
    await userEvent.setup().click(footer().getByRole('link', { name: 'Nach oben' }));
    expect(window.location.href).toBe('http://localhost/newsletter/#top');
    // The body, or without an element of that id the document's top: either is what a browser scrolls to the viewport's top.
    expect([document.body, 'top of the document']).toContain(indicatedPart());
  });
});
