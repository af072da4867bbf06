import type { Address } from '../address-api';

/** What the shopper chose for the order's addresses. */
export interface AddressSelection {
  deliveryId?: string;
  /** Billing goes to the delivery address (only possible for a home address). */
  billingSame: boolean;
  billingId?: string;
}

/** The addresses that can be billed: home addresses (a packstation receives parcels, not invoices). */
export function billingCandidates(addresses: readonly Address[]): Address[] {
  return addresses.filter((address) => address.addressType === 'home');
}

const has = (addresses: readonly Address[], id: string | undefined) => id !== undefined && addresses.some((address) => address.addressId === id);

/** The chosen id if it is still in the list, else the list's default, else its first address. */
function keepOrDefault(addresses: readonly Address[], id: string | undefined, isDefault: (address: Address) => boolean): string | undefined {
  if (has(addresses, id)) return id;
  return (addresses.find(isDefault) ?? addresses[0])?.addressId;
}

/** The selection after the book changed: kept where still possible, else the default delivery and billing addresses. */
export function preselect(addresses: readonly Address[], current: AddressSelection): AddressSelection {
  return {
    ...current,
    deliveryId: keepOrDefault(addresses, current.deliveryId, (address) => address.defaultDeliverAddress),
    billingId: keepOrDefault(billingCandidates(addresses), current.billingId, (address) => address.defaultBillingAddress),
  };
}

/** Whether billing can go to the delivery address: only when that is a home address. */
export function canBillDelivery(addresses: readonly Address[], deliveryId: string | undefined): boolean {
  return addresses.find((address) => address.addressId === deliveryId)?.addressType !== 'packstation';
}

/** The ids the order is placed with, or undefined while the selection is incomplete. */
export function selectedIds(addresses: readonly Address[], selection: AddressSelection): { deliveryId: string; billingId: string } | undefined {
  const { deliveryId } = selection;
  if (!has(addresses, deliveryId) || deliveryId === undefined) return undefined;
  const billingId = selection.billingSame && canBillDelivery(addresses, deliveryId) ? deliveryId : selection.billingId;
  if (!has(billingCandidates(addresses), billingId) || billingId === undefined) return undefined;
  return { deliveryId, billingId };
}
