/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readStorage } from './config-storage';

describe('the storage settings', () => {
  it('keep the search index snapshot beside the data, or where SEARCH_SNAPSHOT_DIR says (relative to the repository)', () => {
    expect(readStorage({}, '/srv/shop')).toEqual({ dataDir: '/srv/shop/.data', databaseUrl: undefined, searchSnapshotDir: '/srv/shop/.data/search-index' });
    expect(readStorage({ DATA_DIR: '/var/lib/shop' }, '/srv/shop').searchSnapshotDir).toBe('/var/lib/shop/search-index');
    expect(readStorage({ DATA_DIR: '/var/lib/shop', SEARCH_SNAPSHOT_DIR: 'snapshots' }, '/srv/shop').searchSnapshotDir).toBe('/srv/shop/snapshots');
  });
});
