/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { BERLIN, STATION } from '../../../test/shared/address-fixtures';
import { billingCandidates, canBillDelivery, preselect, selectedIds } from './checkout-choice';

const MUNICH = { ...BERLIN, addressId: 'munich', city: 'München', defaultDeliverAddress: false, defaultBillingAddress: false };

describe('the checkout address selection', () => {
  it('preselects the default delivery and billing addresses', () => {
    const book = [MUNICH, STATION, BERLIN];
    expect(preselect(book, { billingSame: true })).toEqual({ billingSame: true, deliveryId: BERLIN.addressId, billingId: BERLIN.addressId });
  });

  it('keeps a choice that is still in the book, and falls back to the first address without defaults', () => {
    expect(preselect([MUNICH, BERLIN], { billingSame: false, deliveryId: 'munich' }).deliveryId).toBe('munich');
    expect(preselect([{ ...STATION, defaultDeliverAddress: false }, MUNICH], { billingSame: true, deliveryId: 'gone' }).deliveryId).toBe(STATION.addressId);
  });

  it('never bills a packstation', () => {
    expect(billingCandidates([STATION, MUNICH]).map((address) => address.addressId)).toEqual(['munich']);
    expect(canBillDelivery([STATION], STATION.addressId)).toBe(false);
    expect(preselect([{ ...STATION, defaultBillingAddress: true }, MUNICH], { billingSame: true }).billingId).toBe('munich');
  });

  it('gives the order ids: billing to the delivery address when the same, else the chosen billing address', () => {
    expect(selectedIds([BERLIN, MUNICH], { billingSame: true, deliveryId: 'munich', billingId: BERLIN.addressId })).toEqual({ deliveryId: 'munich', billingId: 'munich' });
    expect(selectedIds([BERLIN, MUNICH], { billingSame: false, deliveryId: 'munich', billingId: BERLIN.addressId })).toEqual({
      deliveryId: 'munich',
      billingId: BERLIN.addressId,
    });
    expect(selectedIds([STATION, MUNICH], { billingSame: true, deliveryId: STATION.addressId, billingId: 'munich' })).toEqual({
      deliveryId: STATION.addressId,
      billingId: 'munich',
    });
  });

  it('is incomplete without a delivery address, or with a packstation and no home address to bill', () => {
    expect(selectedIds([], { billingSame: true })).toBeUndefined();
    expect(selectedIds([STATION], { billingSame: true, deliveryId: STATION.addressId })).toBeUndefined();
  });
});
