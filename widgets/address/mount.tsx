import { createMount } from '@schaufenster/shared/mount';
import { AddressForm } from './address-form';
import { AddressProps } from './props';

/** Mounts the address widget (exposed as `address/mount`). */
export const mount = createMount({ name: 'address', props: AddressProps, render: (props) => <AddressForm {...props} /> });
