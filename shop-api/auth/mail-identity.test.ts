/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../../server-kit/config-error';
import { readMailIdentity } from './mail-identity';

describe("the shop's mail identity", () => {
  it("is the demo's without settings", () => {
    expect(readMailIdentity({}, 'service@schaufenster.example')).toEqual({ shopName: 'Schaufenster', from: 'Schaufenster <service@schaufenster.example>', signature: 'Dein Schaufenster-Team' });
  });

  it("follows SHOP_NAME in sender and signature, and the service address in the sender", () => {
    expect(readMailIdentity({ SHOP_NAME: 'Modehaus Berg' }, 'hilfe@modehaus.example')).toEqual({
      shopName: 'Modehaus Berg',
      from: 'Modehaus Berg <hilfe@modehaus.example>',
      signature: 'Dein Modehaus Berg-Team',
    });
  });

  it('takes MAIL_FROM and MAIL_SIGNATURE as given', () => {
    const identity = readMailIdentity({ SHOP_NAME: 'Modehaus Berg', MAIL_FROM: '"Berg, Modehaus" <shop@berg.example>', MAIL_SIGNATURE: 'Herzliche Grüße aus Kassel' }, 'x@y.example');
    expect(identity).toEqual({ shopName: 'Modehaus Berg', from: '"Berg, Modehaus" <shop@berg.example>', signature: 'Herzliche Grüße aus Kassel' });
    expect(readMailIdentity({ MAIL_FROM: 'shop@berg.example' }, 'x@y.example').from).toBe('shop@berg.example');
  });

  it.each([
    [{ MAIL_FROM: 'Modehaus' }, /^MAIL_FROM must be "Name <address>" or an address/],
    [{ MAIL_FROM: 'Modehaus <shop@berg.example>\r\nBcc: all@evil.example' }, /^MAIL_FROM must be/],
    [{ SHOP_NAME: 'Modehaus\nBcc: all@evil.example' }, /^SHOP_NAME must be one line/],
    [{ MAIL_SIGNATURE: ' Grüße' }, /^MAIL_SIGNATURE must be one line/],
  ])('refuses %j, naming the setting', (env, message) => {
    expect(() => readMailIdentity(env, 'service@schaufenster.example')).toThrow(ConfigError);
    expect(() => readMailIdentity(env, 'service@schaufenster.example')).toThrow(message);
  });
});
