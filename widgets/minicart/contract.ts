import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { BuyButtonProps, MiniCartProps } from './props';

/** The mini-cart's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const MINICART_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: MiniCartProps,
    description: {
      de: 'Warenkorb: als Flyout am Warenkorb-Eintrag der Kopfzeile oder als ganze Warenkorbseite.',
      en: 'Cart: as the flyout of the header cart entry or as the full cart page.',
    },
    fields: {
      loadCart: { de: 'false: Warenkorb auf dieser Seite nicht laden.', en: 'false: do not load the cart on this page.' },
      view: { de: 'flyout in der Kopfzeile, page auf /warenkorb/.', en: 'flyout in the header, page on /warenkorb/.' },
    },
    example: { loadCart: true, view: 'flyout' },
    load: 'eager',
    // The header's cart link opens the flyout of a tag that has not hydrated yet.
    answers: ['minicart:open'],
  }),
  'buy-button': moduleContract({
    props: BuyButtonProps,
    description: {
      de: 'Größenwahl und „In den Warenkorb“ auf Produktseiten, danach die Empfehlungen. Genau eins von productId oder product angeben.',
      en: 'Size choice and add-to-cart on product pages, then the recommendations. Give exactly one of productId or product.',
    },
    fields: {
      productId: {
        de: 'Die Artikel-ID aus dem Shop-Katalog (1 bis 64 Buchstaben, Ziffern, - und _): das Widget lädt Preis, Marke und Größen selbst. So platziert ein CMS den Button.',
        en: 'The product id of the shop catalog (1 to 64 letters, digits, - and _): the widget loads price, brand and sizes itself. How a CMS places the button.',
      },
      product: {
        de: 'Statt productId: das ganze Produkt mit Preis (in Cent), Marke, Kategorien und Größen (Variationen mit Bestand), für Seiten, die es schon haben.',
        en: 'Instead of productId: the whole product with price (in cents), brand, categories and sizes (variations with stock), for pages that have it at hand.',
      },
    },
    // The first product of every seeded demo catalog, whatever CATALOG_PRODUCTS says (tested against the seed).
    example: { productId: 'P100001' },
    load: 'eager',
  }),
};
