import { SERVER_TEXTS } from '../../server-kit/texts';

/** German field messages of the cart bodies (their schemas: shared/api/cart-bodies.ts). */
export const CART_MESSAGES = {
  variationId: 'Bitte wähle einen gültigen Artikel aus.',
  component: SERVER_TEXTS.validation,
  componentAction: SERVER_TEXTS.validation,
  quantity: 'Bitte gib eine gültige Menge ein.',
  code: 'Dieser Gutschein ist ungültig.',
} as const;
