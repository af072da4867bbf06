import { createMount } from '@schaufenster/shared/mount';
import { CheckoutProps } from './checkout-props';
import { CheckoutWidget } from './checkout-widget';

/** Mounts the checkout (exposed as `address/checkout`): /checkout/, and with an order its confirmation page. */
export const mount = createMount({ name: 'address/checkout', props: CheckoutProps, render: (props) => <CheckoutWidget {...props} /> });
