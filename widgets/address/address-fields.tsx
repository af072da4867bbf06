import { useForm, useFormState } from 'react-final-form';
import { ADDRESS_MESSAGES, allowedAddressTypes, rulesFor } from '@schaufenster/shared/validation/address';
import { AddressTypeField } from './address-type-field';
import { CityField } from './city-field';
import { modeAllowsPackstation, typeFor, type AddressFormValues } from './address-values';
import type { AddressMode } from './constants';
import type { OfferedCountry } from './countries';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { FORM_TEXTS as T } from './texts';

const GENDER_OPTIONS = (['female', 'male', 'diverse'] as const).map((value) => ({ value, label: T.genders[value] }));

/** Postal code and city (completed from the code where the country allows), in the order the country writes them (BG: the city first). */
function PlaceFields({ country }: { country: string }) {
  const zip = <TextField key="zip" name="zipCode" label={T.zipCode} autoComplete="postal-code" />;
  const city = <CityField key="city" />;
  return <>{rulesFor(country).zipCode.position === 'second' ? [city, zip] : [zip, city]}</>;
}

/** The station numbers a packstation address has instead of a street. */
function PackstationFields() {
  return (
    <>
      <TextField name="servicePointMemberId" label={T.servicePointMemberId} tip={ADDRESS_MESSAGES.servicePointMemberIdTip} inputMode="numeric" />
      <TextField name="servicePointId" label={T.servicePointId} inputMode="numeric" />
    </>
  );
}

/**
 * The address fields for the chosen country and type: the type choice where the country (and mode)
 * allows a packstation, the station numbers instead of the street for one, the state where enabled.
 */
export function AddressFields({ mode, countries }: { mode: AddressMode; countries: readonly OfferedCountry[] }) {
  const form = useForm<AddressFormValues>();
  const { values } = useFormState<AddressFormValues>({ subscription: { values: true } });
  const country = values.country ?? '';
  const rules = rulesFor(country);
  const types = modeAllowsPackstation(mode) ? allowedAddressTypes(country) : [];
  const packstation = typeFor(mode, country, values.addressType) === 'packstation';

  // A type the new country does not allow falls back to home (and a home-only country always sets home).
  const onCountryChange = (next: string) => form.change('addressType', typeFor(mode, next, form.getState().values.addressType));
  const countryOptions = countries.map(({ code, name }) => ({ value: code, label: name }));

  return (
    <>
      <SelectField name="gender" label={T.gender} options={GENDER_OPTIONS} placeholder={T.genderPlaceholder} autoComplete="honorific-prefix" />
      <TextField name="givenName" label={T.givenName} autoComplete="given-name" />
      <TextField name="familyName" label={T.familyName} autoComplete="family-name" />
      <SelectField name="country" label={T.country} options={countryOptions} autoComplete="country" onValueChange={onCountryChange} />
      {types.length > 1 && <AddressTypeField types={types} />}
      {packstation ? (
        <PackstationFields />
      ) : (
        <TextField name="streetHouseNumber" label={T.streetHouseNumber} autoComplete="address-line1" />
      )}
      <TextField name="additional" label={T.additional} autoComplete="address-line2" />
      <PlaceFields country={country} />
      {rules.state.enabled && <TextField name="state" label={T.state} autoComplete="address-level1" />}
    </>
  );
}
