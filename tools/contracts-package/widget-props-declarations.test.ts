/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { propsTypeName } from './widget-props-declarations';

test.each([
  ['header', 'mount', 'HeaderProps'],
  ['minicart', 'buy-button', 'MinicartBuyButtonProps'],
  ['auth', 'password-change', 'AuthPasswordChangeProps'],
])('the props of %s/%s are named %s in the contracts package', (remote, module, name) => {
  expect(propsTypeName(remote, module)).toBe(name);
});
