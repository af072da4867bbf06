/** The teaser's German texts. */
export const TEXTS = {
  greeting: (name: string) => `Hallo ${name}!`,
  cart: 'Zum Warenkorb',
} as const;
