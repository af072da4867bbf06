/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { useTestApp } from '../testing/harness';
import { mountStats } from './mount-stats';

const test = useTestApp({ allowedOrigins: ['https://cms.example'] });

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/widget-mounts/', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

describe('POST /api/widget-mounts/', () => {
  it('counts each outcome per widget and version, over several beacons', async () => {
    const first = await post({
      mounts: [
        { widget: 'header', version: '1.0.0', outcome: 'mounted' },
        { widget: 'header', version: '1.0.0', outcome: 'mounted' },
        { widget: 'minicart/buy-button', version: '1.1.0', outcome: 'timeout' },
      ],
    });
    expect(first.statusCode).toBe(204);
    expect((await post({ mounts: [{ widget: 'header', version: '1.0.0', outcome: 'mounted' }, { widget: 'header', version: '1.1.0', outcome: 'failed' }] })).statusCode).toBe(204);
    expect((await post({ mounts: [{ widget: 'header', version: '1.0.0', outcome: 'invalid-props' }] }, { origin: 'https://cms.example' })).statusCode).toBe(204);

    const stats = await mountStats(test.database.db);
    expect(stats.header).toEqual({
      '1.0.0': { mounted: 3, failed: 0, timeout: 0, 'invalid-props': 1 },
      '1.1.0': { mounted: 0, failed: 1, timeout: 0, 'invalid-props': 0 },
    });
    expect(stats['minicart/buy-button']).toEqual({ '1.1.0': { mounted: 0, failed: 0, timeout: 1, 'invalid-props': 0 } });
  });

  it('refuses unknown widgets and outcomes, empty and oversized batches, with 422 and nothing counted', async () => {
    const before = await mountStats(test.database.db);
    for (const mounts of [
      [{ widget: 'footer', version: '1.0.0', outcome: 'mounted' }],
      [{ widget: 'minicart/checkout', version: '1.0.0', outcome: 'mounted' }],
      [{ widget: 'header', version: '1.0.0', outcome: 'exploded' }],
      [{ widget: 'header', version: '', outcome: 'mounted' }],
      [],
      Array.from({ length: 26 }, () => ({ widget: 'header', version: '1.0.0', outcome: 'mounted' })),
    ]) {
      expect((await post({ mounts })).statusCode).toBe(422);
    }
    expect((await post('mounted')).statusCode).toBe(422);
    expect(await mountStats(test.database.db)).toEqual(before);
  });

  it('refuses beacons from other sites', async () => {
    const answer = await post({ mounts: [{ widget: 'header', version: '1.0.0', outcome: 'mounted' }] }, { origin: 'https://evil.example' });
    expect(answer.statusCode).toBe(403);
  });
});
