import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MountReporter } from './mount-reports';

/** The bodies the reporter hands sendBeacon, parsed. */
async function beaconBodies(send: jest.Mock): Promise<unknown[]> {
  return Promise.all(send.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text()) as unknown));
}

describe('MountReporter', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it("names the environment of the page's registry in the beacon, so the counts of each stay apart", async () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    new MountReporter('/api/widget-mounts/', 'staging').report({ widget: 'header', version: '1.1.0', outcome: 'failed' });
    new MountReporter('/api/widget-mounts/').report({ widget: 'search', version: '1.0.0', outcome: 'mounted' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await beaconBodies(send)).toEqual([
      { environment: 'staging', mounts: [{ widget: 'header', version: '1.1.0', outcome: 'failed' }] },
      { mounts: [{ widget: 'search', version: '1.0.0', outcome: 'mounted' }] },
    ]);
  });
});
