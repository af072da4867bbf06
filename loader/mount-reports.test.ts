import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { announceSession } from '../shared/bus/wanted';
import { MountReporter } from './mount-reports';

/** The bodies the reporter hands sendBeacon, parsed. */
async function beaconBodies(send: jest.Mock): Promise<unknown[]> {
  return Promise.all(send.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text()) as unknown));
}

describe('MountReporter', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("names the environment of the page's registry in the beacon, so the counts of each stay apart", async () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    const reporters = [new MountReporter('/api/widget-mounts/', 'staging'), new MountReporter('/api/widget-mounts/')];
    announceSession();
    reporters[0]?.report({ widget: 'header', version: '1.1.0', outcome: 'failed' });
    reporters[1]?.report({ widget: 'search', version: '1.0.0', outcome: 'mounted' });
    await nextTask();
    expect(await beaconBodies(send)).toEqual([
      { environment: 'staging', mounts: [{ widget: 'header', version: '1.1.0', outcome: 'failed' }] },
      { mounts: [{ widget: 'search', version: '1.0.0', outcome: 'mounted' }] },
    ]);
  });

  it('holds the reports until the page has a session of the shop (the server counts no others), then sends them in one beacon', async () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    const reporter = new MountReporter('/api/widget-mounts/');
    reporter.report({ widget: 'header', version: '1.0.0', outcome: 'mounted' });
    reporter.report({ widget: 'search', version: '1.0.0', outcome: 'mounted' });
    await nextTask();
    expect(send).not.toHaveBeenCalled();
    announceSession();
    expect(await beaconBodies(send)).toEqual([{ mounts: [{ widget: 'header', version: '1.0.0', outcome: 'mounted' }, { widget: 'search', version: '1.0.0', outcome: 'mounted' }] }]);
  });

  it('sends what it holds when the page is left before a session came', async () => {
    const send = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: send, configurable: true });
    new MountReporter('/api/widget-mounts/').report({ widget: 'header', version: '1.0.0', outcome: 'failed' });
    window.dispatchEvent(new Event('pagehide'));
    expect(await beaconBodies(send)).toEqual([{ mounts: [{ widget: 'header', version: '1.0.0', outcome: 'failed' }] }]);
  });
});
