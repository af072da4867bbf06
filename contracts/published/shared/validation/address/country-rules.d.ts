/** German names of the countries the address form offers, keyed by two-letter country code. */
export declare const COUNTRY_NAMES: {
    readonly AD: "Andorra";
    readonly AL: "Albanien";
    readonly AT: "Österreich";
    readonly BA: "Bosnien und Herzegowina";
    readonly BE: "Belgien";
    readonly BG: "Bulgarien";
    readonly BY: "Belarus";
    readonly CH: "Schweiz";
    readonly CY: "Zypern";
    readonly CZ: "Tschechien";
    readonly DE: "Deutschland";
    readonly DK: "Dänemark";
    readonly EE: "Estland";
    readonly ES: "Spanien";
    readonly FI: "Finnland";
    readonly FR: "Frankreich";
    readonly GB: "Vereinigtes Königreich";
    readonly GR: "Griechenland";
    readonly HR: "Kroatien";
    readonly HU: "Ungarn";
    readonly IE: "Irland";
    readonly IS: "Island";
    readonly IT: "Italien";
    readonly LI: "Liechtenstein";
    readonly LT: "Litauen";
    readonly LU: "Luxemburg";
    readonly LV: "Lettland";
    readonly MC: "Monaco";
    readonly MD: "Moldau";
    readonly ME: "Montenegro";
    readonly MK: "Nordmazedonien";
    readonly MT: "Malta";
    readonly NL: "Niederlande";
    readonly NO: "Norwegen";
    readonly PL: "Polen";
    readonly PT: "Portugal";
    readonly RO: "Rumänien";
    readonly RS: "Serbien";
    readonly RU: "Russland";
    readonly SE: "Schweden";
    readonly SI: "Slowenien";
    readonly SK: "Slowakei";
    readonly SM: "San Marino";
    readonly TR: "Türkei";
    readonly UA: "Ukraine";
    readonly VA: "Vatikanstadt";
};
/** A country code the address form offers. */
export type CountryCode = keyof typeof COUNTRY_NAMES;
/** Kind of address: a home address or a parcel-carrier pickup station. */
export type AddressType = 'home' | 'packstation';
/** Where the postal-code field sits relative to the city field (BG: second, after the city). */
export type ZipCodePosition = 'first' | 'second';
/** The `regex` marker meaning "street plus house number required": a letter and a digit. */
export declare const STREET_WITH_HOUSE_NUMBER = "street-with-house-number";
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
export declare const DEFAULT_COUNTRY_RULES: CountryRules;
/** The per-country rules, keyed by country code; groups left out keep the defaults. */
export declare const COUNTRY_RULES: {
    readonly AD: CountryRuleOverrides;
    readonly AL: CountryRuleOverrides;
    readonly AT: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly BA: CountryRuleOverrides;
    readonly BE: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly BG: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly BY: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly CH: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly CY: CountryRuleOverrides;
    readonly CZ: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly DE: {
        readonly addressTypes: readonly ["home", "packstation"];
        readonly addressValidation: true;
        readonly isEligibleForFreeReturnLabel: true;
        readonly zipCode?: Partial<ZipCodeRules>;
        readonly streetHouseNumber?: Partial<StreetHouseNumberRules>;
        readonly additional?: Partial<AdditionalRules>;
        readonly state?: Partial<StateRules>;
    };
    readonly DK: CountryRuleOverrides;
    readonly EE: CountryRuleOverrides;
    readonly ES: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly FI: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly FR: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly GB: CountryRuleOverrides;
    readonly GR: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly HR: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly HU: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly IE: CountryRuleOverrides;
    readonly IS: CountryRuleOverrides;
    readonly IT: {
        readonly state: {
            readonly enabled: true;
            readonly required: true;
        };
        readonly zipCode?: Partial<ZipCodeRules>;
        readonly streetHouseNumber?: Partial<StreetHouseNumberRules>;
        readonly additional?: Partial<AdditionalRules>;
        readonly addressTypes?: readonly AddressType[];
        readonly addressValidation?: boolean;
        readonly isEligibleForFreeReturnLabel?: boolean;
    };
    readonly LI: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly LT: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly LU: CountryRuleOverrides;
    readonly LV: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly MC: CountryRuleOverrides;
    readonly MD: CountryRuleOverrides;
    readonly ME: CountryRuleOverrides;
    readonly MK: CountryRuleOverrides;
    readonly MT: CountryRuleOverrides;
    readonly NL: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly NO: CountryRuleOverrides;
    readonly PL: {
        readonly additional: {
            readonly maxLength: 10;
            readonly illegalTerms: string[];
        };
        readonly zipCode?: Partial<ZipCodeRules>;
        readonly streetHouseNumber?: Partial<StreetHouseNumberRules>;
        readonly state?: Partial<StateRules>;
        readonly addressTypes?: readonly AddressType[];
        readonly addressValidation?: boolean;
        readonly isEligibleForFreeReturnLabel?: boolean;
    };
    readonly PT: CountryRuleOverrides;
    readonly RO: {
        readonly state: {
            readonly enabled: true;
            readonly required: true;
        };
        readonly zipCode?: Partial<ZipCodeRules>;
        readonly streetHouseNumber?: Partial<StreetHouseNumberRules>;
        readonly additional?: Partial<AdditionalRules>;
        readonly addressTypes?: readonly AddressType[];
        readonly addressValidation?: boolean;
        readonly isEligibleForFreeReturnLabel?: boolean;
    };
    readonly RS: CountryRuleOverrides;
    readonly RU: CountryRuleOverrides;
    readonly SE: CountryRuleOverrides;
    readonly SI: CountryRuleOverrides;
    readonly SK: {
        zipCode?: Partial<ZipCodeRules>;
        streetHouseNumber?: Partial<StreetHouseNumberRules>;
        additional?: Partial<AdditionalRules>;
        state?: Partial<StateRules>;
        addressTypes?: readonly AddressType[];
        addressValidation?: boolean;
        isEligibleForFreeReturnLabel?: boolean;
    };
    readonly SM: CountryRuleOverrides;
    readonly TR: CountryRuleOverrides;
    readonly UA: CountryRuleOverrides;
    readonly VA: CountryRuleOverrides;
};
/** Tells whether a text is one of the offered country codes (exact, upper case). */
export declare function isCountryCode(country: string): country is CountryCode;
/** The full rules of a country (code in any case); unknown countries get the defaults. */
export declare function rulesFor(country: string): CountryRules;
/** The address types a country allows: home and packstation for DE, home elsewhere. */
export declare function allowedAddressTypes(country: string): readonly AddressType[];
/** The wanted address type if the country allows it, otherwise home. */
export declare function resolveAddressType(country: string, wanted: string | undefined): AddressType;
