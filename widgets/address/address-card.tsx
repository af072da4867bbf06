import { useId } from 'react';
import { Button } from '@schaufenster/shared/ui';
import { addressLines } from '@schaufenster/shared/address';
import type { Address, DefaultChoice } from './address-api';
import { BOOK_TEXTS } from './texts';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onRemove: () => void;
  onDefault: (choice: DefaultChoice) => void;
}

/** One address of the book: its lines, its default badges and what can be done with it. */
export function AddressCard({ address, onEdit, onRemove, onDefault }: AddressCardProps) {
  const id = useId();
  const [name, ...rest] = addressLines(address);
  const canBill = address.addressType === 'home';
  return (
    <li className="card" aria-labelledby={id}>
      <address>
        <strong id={id}>{name}</strong>
        {rest.map((line, index) => (
          <span key={index}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <ul className="badges">
        {address.defaultDeliverAddress && <li className="badge">{BOOK_TEXTS.defaultDelivery}</li>}
        {address.defaultBillingAddress && <li className="badge">{BOOK_TEXTS.defaultBilling}</li>}
      </ul>
      <div className="actions">
        <Button type="button" variant="secondary" onClick={onEdit}>
          {BOOK_TEXTS.edit}
        </Button>
        <Button type="button" variant="secondary" onClick={onRemove}>
          {BOOK_TEXTS.remove}
        </Button>
      </div>
      {!address.defaultDeliverAddress && (
        <button type="button" className="link-button" onClick={() => onDefault({ delivery: true })}>
          {BOOK_TEXTS.makeDelivery}
        </button>
      )}
      {canBill && !address.defaultBillingAddress && (
        <button type="button" className="link-button" onClick={() => onDefault({ billing: true })}>
          {BOOK_TEXTS.makeBilling}
        </button>
      )}
    </li>
  );
}
