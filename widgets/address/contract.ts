import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { CheckoutProps } from './checkout/checkout-props';
import { AddressProps } from './props';

const countries = {
  de: 'Länder, die das Formular anbietet (ISO-Codes, 1 bis 100); ohne Angabe alle Länder mit Regeln.',
  en: 'Countries the form offers (ISO codes, 1 to 100); all countries with rules when left out.',
};

/** The address widget's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const ADDRESS_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: AddressProps,
    description: {
      de: 'Adressformular mit den Regeln jedes Landes, oder das Adressbuch im Kundenkonto.',
      en: 'Address form with every country rule, or the address book of the account.',
    },
    fields: {
      mode: {
        de: 'checkout-delivery (Lieferadresse), checkout-billing (Rechnungsadresse) oder book (Adressbuch).',
        en: 'checkout-delivery, checkout-billing or book (address book).',
      },
      address: { de: 'Adresse, mit der das Formular beginnt.', en: 'Address the form starts with.' },
      countries,
      country: { de: 'Land, mit dem das Formular beginnt (ISO-Code, z. B. DE).', en: 'Country the form starts with (ISO code, e.g. DE).' },
    },
    example: { mode: 'checkout-delivery', country: 'DE' },
    load: 'visible',
  }),
  checkout: moduleContract({
    props: CheckoutProps,
    description: {
      de: 'Checkout mit Liefer- und Rechnungsadresse, Zahlung und Bestellung; mit order die Bestellbestätigung.',
      en: 'Checkout with delivery and billing address, payment and order; with order the confirmation.',
    },
    fields: {
      countries,
      order: { de: 'Bestätigungsseite: die aufgegebene Bestellung.', en: 'Confirmation page: the placed order.' },
      view: {
        de: 'confirmation auf der Bestätigungsseite eines CMS: zeigt die Bestellung, die die Adresse nennt (?order=…), der Sitzung oder dem Kunden, die sie aufgegeben haben.',
        en: 'confirmation on a CMS confirmation page: shows the order its address names (?order=…), to the session or customer that placed it.',
      },
    },
    example: { countries: ['DE', 'AT', 'CH'] },
    load: 'eager',
  }),
};
