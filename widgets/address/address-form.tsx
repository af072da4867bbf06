import { useId } from 'react';
import { useCss } from '@schaufenster/shared/ui';
import type { AddressProps } from './props';
import { TEXTS } from './texts';

const TEXT_FIELDS = [
  ['givenName', TEXTS.givenName, 'given-name'],
  ['familyName', TEXTS.familyName, 'family-name'],
  ['streetHouseNumber', TEXTS.streetHouseNumber, 'street-address'],
  ['additional', TEXTS.additional, 'address-line2'],
  ['zipCode', TEXTS.zipCode, 'postal-code'],
  ['city', TEXTS.city, 'address-level2'],
] as const;

/** The address form's fields (the country rules and saving come with the address issue). */
export function AddressForm({ country }: AddressProps) {
  const css = useCss();
  const id = useId();
  const form = css`
    display: grid;
    gap: 12px;
    max-width: 480px;
    label { display: grid; gap: 4px; font-weight: 700; font-size: 14px; }
    input, select { font: inherit; font-weight: 400; padding: 8px 12px; border: 1px solid #8c8c8c; background: #fff; }
  `;
  const known = TEXTS.countries.some((entry) => entry.code === country);
  return (
    <form className={form} aria-label={TEXTS.formLabel} onSubmit={(event) => event.preventDefault()}>
      <label>
        {TEXTS.gender}
        <select name="gender" defaultValue="">
          <option value="" disabled />
          {TEXTS.genders.map((gender) => (
            <option key={gender.value} value={gender.value}>
              {gender.label}
            </option>
          ))}
        </select>
      </label>
      {TEXT_FIELDS.map(([name, label, autoComplete]) => (
        <label key={name} htmlFor={`${id}-${name}`}>
          {label}
          <input id={`${id}-${name}`} name={name} autoComplete={autoComplete} maxLength={50} />
        </label>
      ))}
      <label>
        {TEXTS.country}
        <select name="country" defaultValue={known ? country : 'DE'} autoComplete="country">
          {TEXTS.countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
