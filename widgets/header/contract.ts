import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { HeaderProps } from './props';
import texts from './contract-texts.json';

/** The header's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const HEADER_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: HeaderProps,
    ...texts.mount,
    example: { variant: 'storefront', safeCheckout: false, sellingPoints: [] },
    // The phone header's row; the desktop row is as high.
    minHeight: 72,
    load: 'eager',
  }),
};
