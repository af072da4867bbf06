import { useField } from 'react-final-form';
import type { AddressType } from '@schaufenster/shared/validation/address';
import { FORM_TEXTS } from './texts';

/** One radio of the address type group. */
function TypeRadio({ value }: { value: AddressType }) {
  const { input } = useField<string>('addressType', { type: 'radio', value });
  return (
    <label className="choice">
      <input {...input} type="radio" />
      {FORM_TEXTS.addressTypes[value]}
    </label>
  );
}

/** The address type choice (home or packstation), for a country that allows more than home. */
export function AddressTypeField({ types }: { types: readonly AddressType[] }) {
  return (
    <fieldset>
      <legend>{FORM_TEXTS.addressType}</legend>
      {types.map((type) => (
        <TypeRadio key={type} value={type} />
      ))}
    </fieldset>
  );
}
