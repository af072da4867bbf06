/** Shopper-facing texts of the address form (field names after SPEC.md section 5). */
export const TEXTS = {
  formLabel: 'Adresse',
  gender: 'Anrede',
  genders: [
    { value: 'female', label: 'Frau' },
    { value: 'male', label: 'Herr' },
    { value: 'diverse', label: 'Divers' },
  ],
  givenName: 'Vorname',
  familyName: 'Nachname',
  streetHouseNumber: 'Straße und Hausnummer',
  additional: 'Adresszusatz / Firma (Optional)',
  zipCode: 'Postleitzahl',
  city: 'Stadt',
  country: 'Land',
  countries: [
    { code: 'DE', name: 'Deutschland' },
    { code: 'AT', name: 'Österreich' },
    { code: 'CH', name: 'Schweiz' },
    { code: 'NL', name: 'Niederlande' },
    { code: 'FR', name: 'Frankreich' },
    { code: 'IT', name: 'Italien' },
    { code: 'PL', name: 'Polen' },
  ],
} as const;
