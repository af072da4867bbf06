/** German texts of an address as labels, cards and account pages print it. */
export const ADDRESS_LINE_TEXTS = {
  salutations: { female: 'Frau', male: 'Herr' },
  packstation: 'Packstation',
  postNumber: 'Postnummer',
} as const;
