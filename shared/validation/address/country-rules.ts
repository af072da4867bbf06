// Per-country address rules (SPEC.md sections 3 and 5): one table for the address widget and the server.

/** German names of the countries the address form offers, keyed by two-letter country code. */
export const COUNTRY_NAMES = {
  AD: 'Andorra',
  AL: 'Albanien',
  AT: 'Österreich',
  BA: 'Bosnien und Herzegowina',
  BE: 'Belgien',
  BG: 'Bulgarien',
  BY: 'Belarus',
  CH: 'Schweiz',
  CY: 'Zypern',
  CZ: 'Tschechien',
  DE: 'Deutschland',
  DK: 'Dänemark',
  EE: 'Estland',
  ES: 'Spanien',
  FI: 'Finnland',
  FR: 'Frankreich',
  GB: 'Vereinigtes Königreich',
  GR: 'Griechenland',
  HR: 'Kroatien',
  HU: 'Ungarn',
  IE: 'Irland',
  IS: 'Island',
  IT: 'Italien',
  LI: 'Liechtenstein',
  LT: 'Litauen',
  LU: 'Luxemburg',
  LV: 'Lettland',
  MC: 'Monaco',
  MD: 'Moldau',
  ME: 'Montenegro',
  MK: 'Nordmazedonien',
  MT: 'Malta',
  NL: 'Niederlande',
  NO: 'Norwegen',
  PL: 'Polen',
  PT: 'Portugal',
  RO: 'Rumänien',
  RS: 'Serbien',
  RU: 'Russland',
  SE: 'Schweden',
  SI: 'Slowenien',
  SK: 'Slowakei',
  SM: 'San Marino',
  TR: 'Türkei',
  UA: 'Ukraine',
  VA: 'Vatikanstadt',
} as const satisfies Record<string, string>;

/** A country code the address form offers. */
export type CountryCode = keyof typeof COUNTRY_NAMES;

/** Kind of address: a home address or a parcel-carrier pickup station. */
export type AddressType = 'home' | 'packstation';

/** Where the postal-code field sits relative to the city field (BG: second, after the city). */
export type ZipCodePosition = 'first' | 'second';

/** The `regex` marker meaning "street plus house number required": a letter and a digit. */
export const STREET_WITH_HOUSE_NUMBER = 'street-with-house-number';

/** Postal-code rules of one country. */
export interface ZipCodeRules {
  readonly minLength: number;
  readonly maxLength: number;
  /** Tested against the trimmed, upper-cased value. */
  readonly regex?: RegExp;
  readonly position: ZipCodePosition;
  /** Whether the widget completes the city from the postal code (RO: no). */
  readonly completion: boolean;
  readonly required: boolean;
  /** Codes that match the pattern but are not accepted (compared without a letter prefix such as `NO-`). */
  readonly illegalCodes: readonly string[];
}

/** Street-and-house-number rules of one country. */
export interface StreetHouseNumberRules {
  readonly minLength: number;
  readonly maxLength: number;
  readonly regex?: RegExp | typeof STREET_WITH_HOUSE_NUMBER;
  /** Forbidden terms, matched case-insensitively anywhere in the line. */
  readonly illegalTerms: readonly string[];
}

/** Rules of the address supplement / company line of one country. */
export interface AdditionalRules {
  readonly maxLength: number;
  readonly illegalTerms: readonly string[];
}

/** Whether a country's form shows a state field and whether it must be filled. */
export interface StateRules {
  readonly enabled: boolean;
  readonly required: boolean;
}

/** Every address rule of one country. */
export interface CountryRules {
  readonly zipCode: ZipCodeRules;
  readonly streetHouseNumber: StreetHouseNumberRules;
  readonly additional: AdditionalRules;
  readonly state: StateRules;
  readonly addressTypes: readonly AddressType[];
  readonly addressValidation: boolean;
  readonly isEligibleForFreeReturnLabel: boolean;
}

/** What a table entry may override: each group partially, the flags wholly. */
export interface CountryRuleOverrides {
  readonly zipCode?: Partial<ZipCodeRules>;
  readonly streetHouseNumber?: Partial<StreetHouseNumberRules>;
  readonly additional?: Partial<AdditionalRules>;
  readonly state?: Partial<StateRules>;
  readonly addressTypes?: readonly AddressType[];
  readonly addressValidation?: boolean;
  readonly isEligibleForFreeReturnLabel?: boolean;
}

/** Rules of any country without an entry of its own, and the base every entry overrides. */
export const DEFAULT_COUNTRY_RULES: CountryRules = {
  zipCode: { minLength: 1, maxLength: 50, position: 'first', completion: true, required: true, illegalCodes: [] },
  streetHouseNumber: { minLength: 1, maxLength: 50, illegalTerms: [] },
  additional: { maxLength: 50, illegalTerms: [] },
  state: { enabled: false, required: false },
  addressTypes: ['home'],
  addressValidation: false,
  isEligibleForFreeReturnLabel: false,
};

// Pickup-point, parcel-locker and post-office terms, in each country's language.
const GERMAN_TERMS = ['Packstation', 'Paketstation', 'Postfach', 'Postfiliale', 'Paketshop', 'Postlagernd'];
const CZECH_TERMS = ['Zásilkovna', 'Balíkovna', 'Balíkobox', 'P.O. Box', 'Poštovní schránka'];
const HUNGARIAN_TERMS = ['Csomagautomata', 'Postafiók', 'Postapont'];
const DUTCH_TERMS = ['Pakketshop', 'Pakketautomaat', 'Pakketpunt', 'Postbus'];
const POLISH_TERMS = ['Paczkomat', 'Skrytka pocztowa', 'Punkt odbioru'];
const ROMANIAN_TERMS = ['Easybox', 'Căsuța poștală', 'Casuta postala'];
const SLOVAK_TERMS = ['P.O. Box', 'Poštový priečinok', 'Z-BOX', 'Packeta'];

/** Street and additional groups: an optional house-number requirement, pickup terms kept out of both lines. */
const street = (houseNumber: boolean, illegalTerms: readonly string[] = []): CountryRuleOverrides => ({
  streetHouseNumber: houseNumber ? { regex: STREET_WITH_HOUSE_NUMBER, illegalTerms } : { illegalTerms },
  additional: { illegalTerms },
});
/** Postal-code group: maximum length, pattern and any further overrides. */
const zip = (maxLength: number, regex: RegExp, extra: Partial<ZipCodeRules> = {}): CountryRuleOverrides => ({
  zipCode: { maxLength, regex, ...extra },
});
const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS = /^\d{5}$/;
const SIX_DIGITS = /^\d{6}$/;
const THREE_SPACE_TWO = /^\d{3}\s?\d{2}$/;

/** The per-country rules, keyed by country code; groups left out keep the defaults. */
export const COUNTRY_RULES = {
  AD: zip(5, /^AD[1-7]0\d$/),
  AL: zip(4, FOUR_DIGITS),
  AT: { ...zip(4, FOUR_DIGITS), ...street(true, GERMAN_TERMS) },
  BA: zip(5, FIVE_DIGITS),
  BE: { ...zip(4, FOUR_DIGITS), ...street(true) },
  BG: { ...zip(6, /^(?:\d{4}|\d{6})$/, { position: 'second' }), ...street(true) },
  BY: { ...zip(6, SIX_DIGITS), ...street(true) },
  CH: { ...zip(4, FOUR_DIGITS), ...street(true) },
  CY: zip(4, FOUR_DIGITS),
  CZ: { ...zip(6, THREE_SPACE_TWO), ...street(true, CZECH_TERMS) },
  DE: {
    ...zip(5, FIVE_DIGITS),
    ...street(true, GERMAN_TERMS),
    addressTypes: ['home', 'packstation'],
    addressValidation: true,
    isEligibleForFreeReturnLabel: true,
  },
  DK: zip(4, FOUR_DIGITS),
  EE: zip(5, FIVE_DIGITS),
  ES: { ...zip(5, /^(?!35|38|51|52)\d{5}$/), ...street(true) },
  FI: { ...zip(5, FIVE_DIGITS), ...street(true) },
  FR: { ...zip(5, /^(?:[0-8]\d|9[0-5])\d{3}$/), ...street(true) },
  // UK postcode: outward code (area letters, district digit, optional letter/digit), optional space, inward code.
  GB: zip(8, /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/),
  GR: { ...zip(6, THREE_SPACE_TWO), ...street(true) },
  HR: { ...zip(5, FIVE_DIGITS), ...street(true) },
  HU: { ...zip(4, FOUR_DIGITS), ...street(false, HUNGARIAN_TERMS) },
  // Eircode: 3-character routing key, optional space, 4-character identifier.
  IE: zip(8, /^[A-Z\d]{3}\s?[A-Z\d]{4}$/),
  IS: zip(3, /^\d{3}$/),
  IT: { ...zip(5, FIVE_DIGITS), state: { enabled: true, required: true } },
  LI: { ...zip(4, /^94(?:8[5-9]|9[0-7])$/), ...street(true) },
  LT: { ...zip(8, /^(?:LT-)?\d{5}$/), ...street(true) },
  // Optional "L" prefix, with or without a dash: 1234, L1234, L-1234.
  LU: zip(6, /^(?:L-?)?\d{4}$/),
  LV: { ...zip(7, /^(?:LV-)?\d{4}$/), ...street(true) },
  MC: zip(5, /^980\d{2}$/),
  MD: zip(4, FOUR_DIGITS),
  ME: zip(5, /^8\d{4}$/),
  MK: zip(7, /^(?:MK-)?\d{4}$/),
  // "3 or 4 letters plus 2-4 or 4 digits", read as: 3 letters + 2-4 digits (VLT 1117, old VLT 05), or 4 letters + 4 digits.
  MT: zip(9, /^(?:[A-Z]{3}\s?\d{2,4}|[A-Z]{4}\s?\d{4})$/),
  NL: { ...zip(7, /^\d{4}\s?[A-Z]{2}$/), ...street(true, DUTCH_TERMS) },
  NO: zip(7, /^(?:NO-)?\d{4}$/, { illegalCodes: ['8099', '9170', '9173', '9174', '9175', '9176', '9178'] }),
  // Optional "PL" prefix (directly, or after a space or dash), then 00-950, 00 950 or 00950.
  PL: { ...zip(9, /^(?:PL[-\s]?)?\d{2}[-\s]?\d{3}$/), ...street(false, POLISH_TERMS), additional: { maxLength: 10, illegalTerms: POLISH_TERMS } },
  // Optional "PT" prefix, then 1000-001 (dash or space optional).
  PT: zip(11, /^(?:PT[-\s]?)?\d{4}[-\s]?\d{3}$/),
  RO: { ...zip(6, SIX_DIGITS, { completion: false, required: false }), ...street(false, ROMANIAN_TERMS), state: { enabled: true, required: true } },
  RS: zip(6, /^\d{5,6}$/),
  RU: zip(6, SIX_DIGITS),
  SE: zip(6, THREE_SPACE_TWO),
  SI: zip(4, FOUR_DIGITS),
  SK: { ...zip(6, THREE_SPACE_TWO), ...street(false, SLOVAK_TERMS) },
  SM: zip(5, /^4789\d$/),
  TR: zip(5, FIVE_DIGITS),
  UA: zip(5, FIVE_DIGITS),
  VA: zip(5, /^00120$/),
} as const satisfies Record<CountryCode, CountryRuleOverrides>;

/** Tells whether a text is one of the offered country codes (exact, upper case). */
export function isCountryCode(country: string): country is CountryCode {
  return Object.hasOwn(COUNTRY_NAMES, country);
}

/** The full rules of a country (code in any case); unknown countries get the defaults. */
export function rulesFor(country: string): CountryRules {
  const code = country.trim().toUpperCase();
  if (!isCountryCode(code)) return DEFAULT_COUNTRY_RULES;
  const entry: CountryRuleOverrides = COUNTRY_RULES[code];
  const base = DEFAULT_COUNTRY_RULES;
  return {
    zipCode: { ...base.zipCode, ...entry.zipCode },
    streetHouseNumber: { ...base.streetHouseNumber, ...entry.streetHouseNumber },
    additional: { ...base.additional, ...entry.additional },
    state: { ...base.state, ...entry.state },
    addressTypes: entry.addressTypes ?? base.addressTypes,
    addressValidation: entry.addressValidation ?? base.addressValidation,
    isEligibleForFreeReturnLabel: entry.isEligibleForFreeReturnLabel ?? base.isEligibleForFreeReturnLabel,
  };
}

/** The address types a country allows: home and packstation for DE, home elsewhere. */
export function allowedAddressTypes(country: string): readonly AddressType[] {
  return rulesFor(country).addressTypes;
}

/** The wanted address type if the country allows it, otherwise home. */
export function resolveAddressType(country: string, wanted: string | undefined): AddressType {
  return allowedAddressTypes(country).find((type) => type === wanted) ?? 'home';
}
