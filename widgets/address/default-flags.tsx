import { useField } from 'react-final-form';
import { FORM_TEXTS } from './texts';

function FlagCheckbox({ name, label }: { name: 'defaultDeliverAddress' | 'defaultBillingAddress'; label: string }) {
  const { input } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' });
  return (
    <label className="choice">
      <input type="checkbox" name={input.name} checked={input.checked ?? false} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} />
      {label}
    </label>
  );
}

/** The address book's default choices; a packstation can be the delivery default only. */
export function DefaultFlags({ packstation }: { packstation: boolean }) {
  return (
    <>
      <FlagCheckbox name="defaultDeliverAddress" label={FORM_TEXTS.defaultDelivery} />
      {!packstation && <FlagCheckbox name="defaultBillingAddress" label={FORM_TEXTS.defaultBilling} />}
    </>
  );
}
