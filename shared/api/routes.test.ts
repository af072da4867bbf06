/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { API } from './routes';

/** Calls with a body that no widget sends: page scripts and the loader post these with plain fetch, the server alone validates them. */
const SENT_BY_PAGE_SCRIPTS = ['catalogPresets', 'widgetMounts', 'pageVitals', 'pageEvents'];

describe('the API table', () => {
  it('names the body schema of every call a widget sends a body with: the server validates with it, callApi types `json` by it', () => {
    const withBody = Object.entries(API).filter(([, call]) => call.method === 'POST' || call.method === 'PUT');
    const unnamed = withBody.filter(([name, call]) => !('body' in call) && !SENT_BY_PAGE_SCRIPTS.includes(name)).map(([name]) => name);
    expect(unnamed).toEqual([]);
  });
});
