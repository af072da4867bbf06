// How an address is printed: its lines and their German texts, one rule for widgets and account pages.
export { addressLines } from './address-lines';
export type { PrintableAddress } from './address-lines';
