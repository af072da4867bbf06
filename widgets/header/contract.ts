import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { HeaderProps } from './props';

/** The header's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const HEADER_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: HeaderProps,
    description: {
      de: 'Kopfzeile mit Logo, Navigation, Konto-Menü und Warenkorb-Zähler; im Checkout nur das Logo.',
      en: 'Shell header with logo, navigation, account menu and cart badge; in checkout the logo only.',
    },
    fields: {
      variant: { de: 'storefront auf Shopseiten, checkout im Checkout-Layout.', en: 'storefront on shop pages, checkout in the checkout layout.' },
      safeCheckout: { de: 'Checkout: grünes Sicher-einkaufen-Label zeigen.', en: 'Checkout: show the green safe-checkout label.' },
      sellingPoints: { de: 'Checkout: Vorteile, die neben dem Label stehen.', en: 'Checkout: selling points shown beside the label.' },
    },
    example: { variant: 'storefront', safeCheckout: false, sellingPoints: [] },
    load: 'eager',
  }),
};
