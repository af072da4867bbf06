// Addresses of the customer-page tests, as the address form sends them.

/** A DE home address as the form sends it. */
export const BERLIN = { gender: 'female', country: 'DE', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Hauptstraße 5', zipCode: '10115', city: 'Berlin' };

/** An IT address with its state. */
export const ROME = { country: 'IT', givenName: 'Anna', familyName: 'Schmidt', streetHouseNumber: 'Via Roma 1', zipCode: '00184', city: 'Roma', state: 'Lazio' };
