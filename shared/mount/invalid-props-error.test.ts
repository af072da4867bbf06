import { describe, expect, it } from '@jest/globals';
import { array, object, optional, string, validate } from 'superstruct';
import { exactlyOneOf } from '../props';
import { InvalidPropsError } from './invalid-props-error';

/** Props shaped like the buy button's: a product by id or whole, and a nested list. */
const Props = exactlyOneOf(object({ productId: optional(string()), product: optional(object({ id: string() })), links: optional(array(object({ label: string(), href: string() }))) }), ['productId', 'product']);

const errorOf = (props: unknown) => {
  const [error] = validate(props, Props);
  if (!error) throw new Error('the props are valid');
  return InvalidPropsError.fromStructError('minicart/buy-button', error, Props);
};

describe('invalid props, as the loader reports them', () => {
  it('names an unknown prop and the known one a typo most likely meant', () => {
    expect(errorOf({ productID: 'P100001' }).message).toBe('Widget "minicart/buy-button": invalid props at productID: unknown prop productID (did you mean productId?)');
  });

  it('lists the known props when none is close, and finds them inside lists too', () => {
    expect(errorOf({ colour: 'rot' }).message).toBe('Widget "minicart/buy-button": invalid props at colour: unknown prop colour (known: productId, product, links)');
    expect(errorOf({ productId: 'P1', links: [{ label: 'A', href: '/a/', hraf: '/b/' }] }).message).toBe(
      'Widget "minicart/buy-button": invalid props at links.0.hraf: unknown prop hraf (did you mean href?)',
    );
  });

  it("keeps superstruct's reason for a wrong value", () => {
    expect(errorOf({ productId: 42 }).message).toMatch(/^Widget "minicart\/buy-button": invalid props at productId: Expected a string, but received: 42$/);
  });
});
