/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { REMOTE_NAMES } from '../../registry/remotes';
import { nearestName } from './nearest-name';

const REMOTES = REMOTE_NAMES;

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
