/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config';

describe('ORDERS_URL', () => {
  it("defaults to the demo's order page on PUBLIC_ORIGIN and takes the shop's as an absolute URL", () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://shop.example' }).ordersUrl).toBe('https://shop.example/account/my-orders/');
    expect(readConfig({ ORDERS_URL: 'https://cms.example/konto/bestellungen/' }).ordersUrl).toBe('https://cms.example/konto/bestellungen/');
  });

  it.each(['/konto/bestellungen/', 'https://user:pw@cms.example/konto/', 'javascript:alert(1)', 'https://cms.example/a\\b', 'ftp://cms.example/'])('refuses %s, naming the setting', (value) => {
    expect(() => readConfig({ ORDERS_URL: value })).toThrow(/^ORDERS_URL must be the shop's page of a customer's orders as an absolute http\(s\) URL/);
  });
});
