import { useCallback, useEffect, useState } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isHttpError } from '@schaufenster/shared/http';
import { showGenericError } from '@schaufenster/shared/ui/form';
import { chooseDefault, deleteAddress, fetchAddresses, type Address, type DefaultChoice } from './address-api';
import { BOOK_TEXTS } from './texts';

/** Where the address book stands: loading, shown, or the visitor is not signed in. */
export type BookState = 'loading' | 'ready' | 'signed-out';

/** The customer's address book and what can be done with it: reload, delete, choose defaults. */
export function useAddressBook() {
  const signal = useAbortSignal();
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [state, setState] = useState<BookState>('loading');

  const settle = useCallback(
    async (call: () => Promise<Address[]>, message?: string) => {
      try {
        setAddresses(await call());
        setState('ready');
        if (message) bus.emit('toast:show', { kind: 'success', message });
      } catch (error) {
        if (isHttpError(error) && error.status === 401) setState('signed-out');
        else showGenericError(error);
      }
    },
    [],
  );

  const reload = useCallback(() => settle(() => fetchAddresses(signal)), [settle, signal]);
  useEffect(() => {
    void reload();
    // A login in the Anmelden modal changes whose book this is; other session reloads change nothing.
    let wasLogged: boolean | undefined;
    return bus.on('session:changed', ({ aboutMe }) => {
      if (wasLogged !== undefined && wasLogged !== aboutMe.isLogged) void reload();
      wasLogged = aboutMe.isLogged;
    });
  }, [reload]);

  const remove = useCallback((id: string) => settle(() => deleteAddress(id, signal), BOOK_TEXTS.removed), [settle, signal]);
  const makeDefault = useCallback(
    (id: string, choice: DefaultChoice) => settle(() => chooseDefault(id, choice, signal), BOOK_TEXTS.defaultsChanged),
    [settle, signal],
  );
  // A saved address shows at once; the book is then read again, as saving may move a default.
  const remember = useCallback(
    (address: Address) => {
      setAddresses((list) => [...list.filter((entry) => entry.addressId !== address.addressId), address]);
      void reload();
    },
    [reload],
  );
  return { addresses, state, reload, remember, remove, makeDefault };
}
