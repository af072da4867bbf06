import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { CheckoutProps } from './checkout/checkout-props';
import { AddressProps } from './props';
import texts from './contract-texts.json';

/** The address widget's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const ADDRESS_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: AddressProps,
    ...texts.mount,
    example: { mode: 'checkout-delivery', country: 'DE' },
    minHeight: 640,
    load: 'visible',
  }),
  checkout: moduleContract({
    props: CheckoutProps,
    ...texts.checkout,
    // The same prop as the form's: one text for both.
    fields: { ...texts.checkout.fields, countries: texts.mount.fields.countries },
    example: { countries: ['DE', 'AT', 'CH'] },
    minHeight: 640,
    load: 'eager',
  }),
};
