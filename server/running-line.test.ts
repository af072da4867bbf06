/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { runningLine } from './running-line';

const config = { databaseUrl: undefined, dataDir: '/srv/shop/.data', host: '127.0.0.1', publicOrigin: 'http://127.0.0.1:3100' };

describe('the start-up line', () => {
  it('says where to open the demo on this machine', () => {
    expect(runningLine(config, 3100, 1)).toBe('Schaufenster demo (PGlite in /srv/shop/.data) is running. Open http://127.0.0.1:3100/');
  });

  it("names the shop's address first when PUBLIC_ORIGIN is another than the one it listens on", () => {
    expect(runningLine({ ...config, host: '0.0.0.0', databaseUrl: 'postgres://db/shop', publicOrigin: 'https://www.shop.example' }, 3000, 2)).toBe(
      'Schaufenster demo (PostgreSQL (DATABASE_URL), 2 processes) is running. Open https://www.shop.example/ (PUBLIC_ORIGIN); it listens on http://0.0.0.0:3000/',
    );
  });
});
