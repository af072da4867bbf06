import { type CountryRules } from './country-rules.js';
/** Result of one field check: true when valid, otherwise the German message. */
export type CheckResult = true | string;
/** A check of one trimmed field value against its country's rules. */
export type FieldCheck = (text: string, rules: CountryRules) => CheckResult;
/** Most text fields (names, street, city, state, additional) take at most 50 characters. */
export declare const TEXT_MAX_LENGTH = 50;
/** The genders an address may carry. */
export declare const GENDERS: readonly ["male", "female", "diverse"];
/** Tells whether a text contains any of the terms, ignoring case. */
export declare function containsIllegalTerm(text: string, terms: readonly string[]): boolean;
/** Country: two capital letters. */
export declare const checkCountry: FieldCheck;
/** Gender: empty or male, female or diverse. */
export declare const checkGender: FieldCheck;
/** Given name: 1-50 characters. */
export declare const checkGivenName: FieldCheck;
/** Family name: 1-50 characters. */
export declare const checkFamilyName: FieldCheck;
/** City: 1-50 characters. */
export declare const checkCity: FieldCheck;
/** Street and house number: country lengths, a letter, the country's pattern (or a digit too), no forbidden term. */
export declare const checkStreetHouseNumber: FieldCheck;
/** Address supplement or company: optional, no forbidden term, at most the country's maximum (50, PL 10). */
export declare const checkAdditional: FieldCheck;
/** Postal code: required unless the country says not, country lengths and pattern, no illegal code. */
export declare const checkZipCode: FieldCheck;
/** State: 1-50 characters when the country requires it, otherwise at most 50. */
export declare const checkState: FieldCheck;
/** Parcel-carrier customer number (Postnummer): 6-10 digits. */
export declare const checkServicePointMemberId: FieldCheck;
/** Pickup station number: exactly 3 digits. */
export declare const checkServicePointId: FieldCheck;
