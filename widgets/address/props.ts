import { defaulted, object, pattern, string, type Infer } from 'superstruct';

/** Props of the address tag: the country the form starts with (two capital letters). */
export const AddressProps = object({ country: defaulted(pattern(string(), /^[A-Z]{2}$/), 'DE') });

/** Validated address props. */
export type AddressProps = Infer<typeof AddressProps>;
