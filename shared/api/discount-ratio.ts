/**
 * SPEC section 9's discount-style ratio: 1 when `value` is 0 or less, 0 when it is at or above `maximum`, otherwise
 * 1 minus value over maximum. With a sale price over its original price it is the share taken off (3999 of 4999 -> 0.2).
 */
export function discountRatio(value: number, maximum: number): number {
  if (value <= 0) return 1;
  if (value >= maximum) return 0;
  return 1 - value / maximum;
}
