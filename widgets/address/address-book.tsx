import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { Button, LoadingStatus } from '@schaufenster/shared/ui';
import type { Address } from './address-api';
import { AddressCard } from './address-card';
import { AddressEditor } from './address-editor';
import type { OfferedCountry } from './countries';
import { BOOK_TEXTS, FORM_TEXTS } from './texts';
import { useAddressBook } from './use-address-book';

/** What the book edits: nothing, a new address, or one of the book. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/** The account's address book: the saved addresses as cards, adding, editing, deleting and choosing defaults. */
export function AddressBook({ countries }: { countries: readonly OfferedCountry[] }) {
  const { addresses, state, remember, remove, makeDefault } = useAddressBook();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Opening the form moves the focus to its heading, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (editing.kind !== 'none') heading.current?.focus();
  }, [editing]);
  const close = useCallback(() => setEditing({ kind: 'none' }), []);
  const onSaved = useCallback(
    (address: Address) => {
      close();
      remember(address);
    },
    [close, remember],
  );

  if (state === 'loading') return <LoadingStatus>{BOOK_TEXTS.loading}</LoadingStatus>;
  if (state === 'signed-out') {
    return (
      <div>
        <p>{BOOK_TEXTS.signIn}</p>
        <Button type="button" onClick={() => bus.emit('auth:open', { page: 'login' })}>
          {FORM_TEXTS.signIn}
        </Button>
      </div>
    );
  }
  return (
    <div>
      {addresses.length === 0 && <p>{BOOK_TEXTS.empty}</p>}
      <ul className="cards" aria-label={BOOK_TEXTS.listLabel}>
        {addresses.map((address) => (
          <AddressCard
            key={address.addressId}
            address={address}
            onEdit={() => setEditing({ kind: 'edit', address })}
            onRemove={() => void remove(address.addressId)}
            onDefault={(choice) => void makeDefault(address.addressId, choice)}
          />
        ))}
      </ul>
      {editing.kind === 'none' ? (
        <Button type="button" onClick={() => setEditing({ kind: 'new' })}>
          {BOOK_TEXTS.add}
        </Button>
      ) : (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {editing.kind === 'new' ? BOOK_TEXTS.addTitle : BOOK_TEXTS.editTitle}
          </h2>
          <AddressEditor
            key={editing.kind === 'edit' ? editing.address.addressId : 'new'}
            mode="book"
            countries={countries}
            address={editing.kind === 'edit' ? editing.address : undefined}
            onSaved={onSaved}
            onCancel={close}
          />
        </section>
      )}
    </div>
  );
}
