/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { networkOf } from './network';

describe('networkOf', () => {
  it.each([
    ['10.1.2.3', '10.1.2.0/24'],
    ['10.1.2.250', '10.1.2.0/24'],
    ['::ffff:192.168.7.9', '192.168.7.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0db8:abcd:0012:0000:0000:0000:0001', '2001:db8:abcd::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
  ])('counts %s in the network %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });

  it('puts neighbours of one /24 together and the next /24 apart', () => {
    expect(networkOf('203.0.113.1')).toBe(networkOf('203.0.113.200'));
    expect(networkOf('203.0.113.1')).not.toBe(networkOf('203.0.114.1'));
  });
});
