import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { BuyButtonProps, MiniCartProps, ProductViewProps } from './props';
import { BUY_BOX_MIN_HEIGHT_PX, PRODUCT_VIEW_MIN_HEIGHT_PX } from './constants';
import texts from './contract-texts.json';

/** The mini-cart's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const MINICART_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: MiniCartProps,
    ...texts.mount,
    example: { loadCart: true, view: 'flyout' },
    // The flyout's cart link sits in the header's row.
    minHeight: 0,
    load: 'eager',
    // The header's cart link opens the flyout of a tag that has not hydrated yet.
    answers: ['minicart:open'],
  }),
  'buy-button': moduleContract({
    props: BuyButtonProps,
    ...texts['buy-button'],
    // The first product of every seeded demo catalog, whatever CATALOG_PRODUCTS says (tested against the seed).
    example: { productId: 'P100001' },
    minHeight: BUY_BOX_MIN_HEIGHT_PX,
    load: 'eager',
  }),
  'product-view': moduleContract({
    props: ProductViewProps,
    ...texts['product-view'],
    // The same product as the buy button's example (tested against the seed).
    example: { productId: 'P100001' },
    minHeight: PRODUCT_VIEW_MIN_HEIGHT_PX,
    // The main part of a product page, in view when it opens.
    load: 'eager',
  }),
};
