/** Validation messages of the address form (SPEC.md section 5, "Address"), verbatim. */
export const ADDRESS_MESSAGES = {
  countryRequired: 'Bitte gib ein Land ein.',
  countryInvalid: 'Bitte gib ein gültiges Land ein.',
  givenNameRequired: 'Bitte gib einen Vornamen ein.',
  givenNameInvalid: 'Bitte gib einen gültigen Vornamen ein.',
  familyNameRequired: 'Bitte gib einen Nachnamen ein.',
  familyNameInvalid: 'Bitte gib einen gültigen Nachnamen ein.',
  streetHouseNumberRequired: 'Bitte gib eine Straße und Hausnummer ein.',
  streetHouseNumberInvalid: 'Bitte gib eine gültige Straße und Hausnummer ein.',
  additionalInvalid: 'Bitte gib einen gültigen Adresszusatz oder Firmennamen ein.',
  additionalIllegalTerm: 'Adresszusatz / Firma (Optional) ist ungültig',
  zipCodeRequired: 'Bitte gib eine Postleitzahl ein.',
  zipCodeInvalid: 'Bitte gib eine gültige Postleitzahl ein.',
  cityRequired: 'Bitte gib eine Stadt ein.',
  cityInvalid: 'Bitte gib eine gültige Stadt ein.',
  stateInvalid: 'Bitte gib ein gültiges Bundesland ein.',
  servicePointMemberIdInvalid: 'Bitte gib eine gültige DHL-Kundennummer (Postnummer) ein.',
  servicePointMemberIdTip: 'Deine Postnummer hat 6 bis 10 Ziffern.',
  servicePointIdInvalid: 'Bitte gib eine gültige Packstationsnummer ein.',
  // Not in the spec (it names no gender message); worded like the spec's other messages.
  genderInvalid: 'Bitte wähle eine gültige Anrede aus.',
} as const;
