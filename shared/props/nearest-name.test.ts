/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { nearestName } from './nearest-name';

/** The remotes' names (registry/remotes.ts), and the props a tag names most often. */
const REMOTES = ['header', 'auth', 'search', 'minicart', 'address'];
const PROPS = ['productId', 'product', 'variant', 'mode'];

describe('the nearest known name', () => {
  it.each([
    ['hedaer', 'header'],
    ['serach', 'search'],
    ['minikart', 'minicart'],
    ['Header', 'header'],
    ['adress', 'address'],
    ['path', undefined],
    ['footer', undefined],
    ['', undefined],
  ])('of "%s" is %s', (name, nearest) => {
    expect(nearestName(name, REMOTES)).toBe(nearest);
  });

  it.each([
    ['productID', 'productId'],
    ['produktId', 'productId'],
    ['variante', 'variant'],
    ['colour', undefined],
  ])('of the prop "%s" is %s', (name, nearest) => {
    expect(nearestName(name, PROPS)).toBe(nearest);
  });
});
