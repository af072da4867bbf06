import { STREET_WITH_HOUSE_NUMBER, type CountryRules } from './country-rules';
import { ADDRESS_MESSAGES as M } from './messages';

/** Result of one field check: true when valid, otherwise the German message. */
export type CheckResult = true | string;

/** A check of one trimmed field value against its country's rules. */
export type FieldCheck = (text: string, rules: CountryRules) => CheckResult;

/** Most text fields (names, street, city, state, additional) take at most 50 characters. */
export const TEXT_MAX_LENGTH = 50;

/** The genders an address may carry. */
export const GENDERS = ['male', 'female', 'diverse'] as const;

const LETTER = /\p{L}/u;
const DIGIT = /\d/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const SERVICE_POINT_MEMBER_ID = /^\d{6,10}$/;
const SERVICE_POINT_ID = /^\d{3}$/;
const LETTER_PREFIX = /^[A-Z]+[-\s]?/;

const within = (text: string, min: number, max: number) => text.length >= min && text.length <= max;

/** Tells whether a text contains any of the terms, ignoring case. */
export function containsIllegalTerm(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return terms.some((term) => lower.includes(term.toLowerCase()));
}

/** A required text of 1-50 characters with its "missing" and "invalid" messages. */
const requiredText =
  (required: string, invalid: string): FieldCheck =>
  (text) => {
    if (text === '') return required;
    return text.length <= TEXT_MAX_LENGTH || invalid;
  };

/** Country: two capital letters. */
export const checkCountry: FieldCheck = (text) => {
  if (text === '') return M.countryRequired;
  return COUNTRY_CODE.test(text) || M.countryInvalid;
};

/** Gender: empty or male, female or diverse. */
export const checkGender: FieldCheck = (text) => text === '' || GENDERS.some((gender) => gender === text) || M.genderInvalid;

/** Given name: 1-50 characters. */
export const checkGivenName = requiredText(M.givenNameRequired, M.givenNameInvalid);

/** Family name: 1-50 characters. */
export const checkFamilyName = requiredText(M.familyNameRequired, M.familyNameInvalid);

/** City: 1-50 characters. */
export const checkCity = requiredText(M.cityRequired, M.cityInvalid);

/** Street and house number: country lengths, a letter, the country's pattern (or a digit too), no forbidden term. */
export const checkStreetHouseNumber: FieldCheck = (text, { streetHouseNumber: rules }) => {
  if (text === '') return M.streetHouseNumberRequired;
  const pattern = rules.regex;
  const matches = pattern === undefined || (pattern === STREET_WITH_HOUSE_NUMBER ? DIGIT.test(text) : pattern.test(text));
  const valid =
    within(text, rules.minLength, rules.maxLength) && LETTER.test(text) && matches && !containsIllegalTerm(text, rules.illegalTerms);
  return valid || M.streetHouseNumberInvalid;
};

/** Address supplement or company: optional, no forbidden term, at most the country's maximum (50, PL 10). */
export const checkAdditional: FieldCheck = (text, { additional: rules }) => {
  if (text === '') return true;
  if (containsIllegalTerm(text, rules.illegalTerms)) return M.additionalIllegalTerm;
  return text.length <= rules.maxLength || M.additionalInvalid;
};

/** Postal code: required unless the country says not, country lengths and pattern, no illegal code. */
export const checkZipCode: FieldCheck = (text, { zipCode: rules }) => {
  if (text === '') return rules.required ? M.zipCodeRequired : true;
  const upper = text.toUpperCase();
  const valid =
    within(upper, rules.minLength, rules.maxLength) &&
    (rules.regex?.test(upper) ?? true) &&
    !rules.illegalCodes.includes(upper.replace(LETTER_PREFIX, ''));
  return valid || M.zipCodeInvalid;
};

/** State: 1-50 characters when the country requires it, otherwise at most 50. */
export const checkState: FieldCheck = (text, { state: rules }) =>
  within(text, rules.required ? 1 : 0, TEXT_MAX_LENGTH) || M.stateInvalid;

/** Parcel-carrier customer number (Postnummer): 6-10 digits. */
export const checkServicePointMemberId: FieldCheck = (text) => SERVICE_POINT_MEMBER_ID.test(text) || M.servicePointMemberIdInvalid;

/** Pickup station number: exactly 3 digits. */
export const checkServicePointId: FieldCheck = (text) => SERVICE_POINT_ID.test(text) || M.servicePointIdInvalid;
