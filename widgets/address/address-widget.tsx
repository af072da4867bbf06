import { useMemo } from 'react';
import { useCss } from '@schaufenster/shared/ui';
import { AddressBook } from './address-book';
import { AddressEditor } from './address-editor';
import { offeredCountries } from './countries';
import { addressStyle } from './form-style';
import type { AddressProps } from './props';

/** The address widget: the account's address book, or the form for a checkout delivery or billing address. */
export function AddressWidget({ mode, address, countries, country }: AddressProps) {
  const css = useCss();
  const offered = useMemo(() => offeredCountries(countries), [countries]);
  return (
    <div className={addressStyle(css)}>
      {mode === 'book' ? <AddressBook countries={offered} /> : <AddressEditor mode={mode} countries={offered} address={address} country={country} />}
    </div>
  );
}
