/** A place name as compared: lower case, umlauts and ß spelled out, punctuation and repeated spaces gone. */
export declare function normalizePlace(name: string): string;
/**
 * Tells whether a city names one of the places: the same name, or one with a district or addition
 * (Berlin-Mitte for Berlin, Halle for Halle (Saale)): one name must begin the other at a word boundary.
 */
export declare function cityMatchesPlaces(city: string, places: readonly string[]): boolean;
/** The places in the order to offer them for a typed city: the closest spelling first (a typo of it, most likely); as given for none. */
export declare function placesByCloseness(city: string, places: readonly string[]): string[];
/** German messages of the DE address validation (SPEC.md section 3 names the rule, not its text). */
export declare const POSTAL_PLACE_MESSAGES: {
    readonly cityMismatch: (suggestion: string) => string;
};
