/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { nearestName } from './nearest-name';

const REMOTES = ['header', 'auth', 'search', 'minicart', 'address'];

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
});
