/** Validation messages of the address form (SPEC.md section 5, "Address"), verbatim. */
export declare const ADDRESS_MESSAGES: {
    readonly countryRequired: "Bitte gib ein Land ein.";
    readonly countryInvalid: "Bitte gib ein gültiges Land ein.";
    readonly givenNameRequired: "Bitte gib einen Vornamen ein.";
    readonly givenNameInvalid: "Bitte gib einen gültigen Vornamen ein.";
    readonly familyNameRequired: "Bitte gib einen Nachnamen ein.";
    readonly familyNameInvalid: "Bitte gib einen gültigen Nachnamen ein.";
    readonly streetHouseNumberRequired: "Bitte gib eine Straße und Hausnummer ein.";
    readonly streetHouseNumberInvalid: "Bitte gib eine gültige Straße und Hausnummer ein.";
    readonly additionalInvalid: "Bitte gib einen gültigen Adresszusatz oder Firmennamen ein.";
    readonly additionalIllegalTerm: "Adresszusatz / Firma (Optional) ist ungültig";
    readonly zipCodeRequired: "Bitte gib eine Postleitzahl ein.";
    readonly zipCodeInvalid: "Bitte gib eine gültige Postleitzahl ein.";
    readonly cityRequired: "Bitte gib eine Stadt ein.";
    readonly cityInvalid: "Bitte gib eine gültige Stadt ein.";
    readonly stateInvalid: "Bitte gib ein gültiges Bundesland ein.";
    readonly servicePointMemberIdInvalid: "Bitte gib eine gültige DHL-Kundennummer (Postnummer) ein.";
    readonly servicePointMemberIdTip: "Deine Postnummer hat 6 bis 10 Ziffern.";
    readonly servicePointIdInvalid: "Bitte gib eine gültige Packstationsnummer ein.";
    readonly genderInvalid: "Bitte wähle eine gültige Anrede aus.";
};
