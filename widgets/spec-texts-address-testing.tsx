// The address form's states spec-texts.test.ts reads SPEC.md's texts in: fields a shopper filled and left, or a
// form sent empty, each showing its message under the field.
import { waitFor } from '@testing-library/dom';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { mount } from './address/mount';
import { click, fill, type View } from './address/testing';
import { FORM_TEXTS as F } from './address/texts';

const TOO_LONG = 'x'.repeat(51);

/** The form of a logged-in shopper in this country, after `act` and with at least one field marked invalid. */
async function addressForm(country: string, act: (view: View) => Promise<void>): Promise<ShadowRoot> {
  stubSessionFetch(true);
  const { view, shadowRoot } = await renderWidget(mount, { country });
  await act(view);
  await waitFor(() => {
    if (!shadowRoot.querySelector('[aria-invalid="true"]')) throw new Error('the address form marked no field');
  });
  return shadowRoot;
}

/** The delivery address sent with nothing but the gender chosen. */
export const emptyAddress = () =>
  addressForm('DE', async (view) => {
    await fill(view, F.gender, 'female');
    await click(view.getByRole('button', { name: F.submit['checkout-delivery'] }));
  });

/** A German home address whose every field was filled wrongly: too long, a street without a number, a four-digit code. */
export const invalidAddress = () =>
  addressForm('DE', async (view) => {
    await fill(view, F.givenName, TOO_LONG);
    await fill(view, F.familyName, TOO_LONG);
    await fill(view, F.streetHouseNumber, 'Hauptstraße');
    await fill(view, F.additional, TOO_LONG);
    await fill(view, F.zipCode, '1011');
    await fill(view, F.city, TOO_LONG);
  });

/** A German address whose supplement names a pickup point. */
export const pickupPointInAdditional = () => addressForm('DE', (view) => fill(view, F.additional, 'Packstation 5'));

/** An Italian address whose Bundesland (required there) was left empty. */
export const italianAddressWithoutState = () => addressForm('IT', (view) => fill(view, F.state, ''));

/** A German packstation address with a customer number and a station number too short. */
export const invalidPackstation = () =>
  addressForm('DE', async (view) => {
    await click(view.getByRole('radio', { name: F.addressTypes.packstation }));
    await fill(view, F.servicePointMemberId, '12345');
    await fill(view, F.servicePointId, '12');
  });
