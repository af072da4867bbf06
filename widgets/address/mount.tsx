import { createMount } from '@schaufenster/shared/mount';
import { AddressWidget } from './address-widget';
import { AddressProps } from './props';

/** Mounts the address widget (exposed as `address/mount`): the address form, or in mode `book` the address book. */
export const mount = createMount({ name: 'address', props: AddressProps, render: (props) => <AddressWidget {...props} /> });
