// Test helpers of the customer pages: a visitor's session logged in as a new customer, talking to the app by inject.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../server/test-app';
import { SESSION_COOKIE } from '../server/session/tokens';
import { logInAsNewCustomer } from '../server/test-customer';

/** A logged-in customer of a test app. */
export interface TestCustomer {
  userId: string;
  cookie: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body: object): Promise<LightMyRequestResponse>;
}

/** A new session (as GET /api/s/ creates it) logged in as a new customer named Anna, as a login would. */
export async function loginCustomer(test: TestApp, givenName = 'Anna'): Promise<TestCustomer> {
  const start = await test.app.inject({ method: 'GET', url: '/api/s/' });
  const token = start.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  if (!token) throw new Error('no session cookie');
  const userId = await logInAsNewCustomer(test.database.db, { token }, { givenName });
  const cookies = { [SESSION_COOKIE]: token };
  return {
    userId,
    cookie: token,
    get: (url) => test.app.inject({ method: 'GET', url, cookies }),
    post: (url, body) => test.app.inject({ method: 'POST', url, cookies, payload: body }),
  };
}

/** A DE home address as the form sends it. */
export const BERLIN = { gender: 'female', country: 'DE', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' };

/** An IT address with its state. */
export const ROME = { country: 'IT', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Via Roma 1', zipCode: '00184', city: 'Roma', state: 'Lazio' };
