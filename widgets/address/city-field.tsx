import { useEffect, useRef, type MouseEvent } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { is, array, string } from 'superstruct';
import { SUGGESTED_CITIES_KEY } from '@schaufenster/shared/api';
import { cityMatchesPlaces, placesByCloseness } from '@schaufenster/shared/validation/address';
import type { AddressFormValues } from './address-values';
import { TextField } from './text-field';
import { FORM_TEXTS as T } from './texts';
import { usePostalPlaces } from './use-postal-places';

const PlaceList = array(string());

/** The corrected cities the server offered with the last failed save, while the city is as it was then. */
function useServerSuggestions(cityChanged: boolean): readonly string[] {
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  const offered: unknown = (submitErrors as Record<string, unknown> | undefined)?.[SUGGESTED_CITIES_KEY];
  return !cityChanged && is(offered, PlaceList) ? offered : [];
}

/**
 * The city of the address form with its completion from the postal code (SPEC.md section 3): a code with one
 * place fills an empty city (unless the shopper is typing in it); the places of the code are offered while
 * the city is not one of them; and after the server refused a city, its corrections are one click away.
 */
export function CityField() {
  const form = useForm<AddressFormValues>();
  const { values } = useFormState<AddressFormValues>({ subscription: { values: true } });
  const { meta } = useField<string>('city', { subscription: { active: true, dirtySinceLastSubmit: true } });
  const country = values.country ?? '';
  const city = values.city ?? '';
  const places = usePostalPlaces(country, values.zipCode ?? '');
  const autoFilled = useRef<string>(undefined);

  useEffect(() => {
    const only = places?.length === 1 ? places[0] : undefined;
    if (only === undefined || meta.active || (city !== '' && city !== autoFilled.current)) return;
    autoFilled.current = only;
    if (city !== only) form.change('city', only);
  }, [places, city, meta.active, form]);

  const corrections = useServerSuggestions(meta.dirtySinceLastSubmit === true);
  const offered = corrections.length > 0 ? corrections : places && !cityMatchesPlaces(city, places) ? placesByCloseness(city, places) : [];

  const choose = (place: string, event: MouseEvent<HTMLButtonElement>) => {
    form.change('city', place);
    // The button goes away with the choice: the focus returns to the city it filled in.
    event.currentTarget.closest('form')?.querySelector<HTMLInputElement>('input[name="city"]')?.focus();
  };

  return (
    <>
      <TextField name="city" label={T.city} autoComplete="address-level2" />
      {offered.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of place buttons beside the city field, not a set of fields: a fieldset would nest in the form's own.
        <div className="suggestions" role="group" aria-label={corrections.length > 0 ? T.correctCity : T.placesOfZipCode} data-city-suggestions>
          <span aria-hidden="true">{corrections.length > 0 ? T.correctCity : T.placesOfZipCode}</span>
          {offered.map((place) => (
            <button key={place} type="button" className="suggestion" aria-label={T.chooseCity(place)} onClick={(event) => choose(place, event)}>
              {place}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
