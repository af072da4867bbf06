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
  }),
  'buy-button': moduleContract({
    props: BuyButtonProps,
    description: {
      de: 'Größenwahl und „In den Warenkorb“ auf Produktseiten, danach die Empfehlungen.',
      en: 'Size choice and add-to-cart on product pages, then the recommendations.',
    },
    fields: {
      product: {
        de: 'Das Produkt mit Preis (in Cent), Marke, Kategorien und Größen (Variationen mit Bestand).',
        en: 'The product with price (in cents), brand, categories and sizes (variations with stock).',
      },
    },
    example: {
      product: {
        id: 'P-1001',
        productNumber: '1001',
        parentId: 'P-1001',
        path: '/p/beispiel-kleid/',
        summary: {
          name: 'Beispielkleid',
          color: 'Schwarz',
          price: { salesPrice: { amount: 4995, currency: 'EUR' } },
          mainColor: { propertyValueId: 'schwarz' },
        },
        brand: { id: 'B-1', name: 'Beispielmarke' },
        categoryTree: ['Damen', 'Kleider'],
        variations: [
          { id: 'V-1001-36', size: { id: '36', label: '36' }, availability: { type: 'inStock' } },
          { id: 'V-1001-38', size: { id: '38', label: '38' }, availability: { type: 'outOfStock' } },
        ],
      },
    },
    load: 'eager',
  }),
};
