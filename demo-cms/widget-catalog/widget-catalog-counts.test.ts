/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { MountWindows } from '../../widget-server/field-data/mount-windows';
import { moduleCounts } from './widget-catalog-counts';

const none = { mounted: 0, failed: 0, timeout: 0, 'invalid-props': 0 };
const some = (mounted: number) => ({ day: { ...none, mounted }, week: { ...none, mounted }, total: { ...none, mounted } });

describe('moduleCounts', () => {
  const windows: MountWindows = {
    dev: { header: { '0.0.0-dev': some(9) } },
    staging: { header: { '1.1.0': some(2) } },
    production: { header: { unknown: some(1), '1.0.0': some(5), '1.10.0': some(3) }, search: { '1.0.0': some(7) } },
  };

  it("puts the catalog's own environment first, then production, then the others by name", () => {
    expect(moduleCounts(windows, 'header', 'staging').map((table) => table.environment)).toEqual(['staging', 'production', 'dev']);
    expect(moduleCounts(windows, 'header').map((table) => table.environment)).toEqual(['production', 'dev', 'staging']);
    expect(moduleCounts(windows, 'search').map((table) => table.environment)).toEqual(['production']);
  });

  it('lists the versions newest first, a version that is none after them, each with its three windows', () => {
    const [production] = moduleCounts(windows, 'header');
    expect(production?.rows.map((row) => `${row.version} ${row.window}`)).toEqual([
      '1.10.0 day',
      '1.10.0 week',
      '1.10.0 total',
      '1.0.0 day',
      '1.0.0 week',
      '1.0.0 total',
      'unknown day',
      'unknown week',
      'unknown total',
    ]);
  });
});
