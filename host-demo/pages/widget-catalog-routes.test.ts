/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { CONTRACTS } from '../../scripts/contracts';
import { propsSchemaDocument } from '../../scripts/props-schema-document';
import { widgetMounts } from '../server/db/schema';
import { useTestApp, type TestApp } from '../server/testing/harness';

/** Releases header 1.0.0 (the harness's registry names it) with its props schema, so the catalog shows its counts table. */
async function releaseHeader(test: TestApp): Promise<void> {
  const folder = path.join(test.widgetsDir, 'header', '1.0.0');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'remoteEntry.js'), '');
  await writeFile(path.join(folder, 'props.schema.json'), JSON.stringify(propsSchemaDocument('header', '1.0.0', CONTRACTS.header)));
}

/** The version column of the header's counts table, top to bottom. */
const countedVersions = (html: string) => [...html.matchAll(/<tr data-version="([^"]*)">/g)].map((match) => match[1]);

describe('GET /widgets/ with whatever the counters hold', () => {
  const test = useTestApp();
  beforeAll(() => releaseHeader(test));

  it('answers 200 and lists every row, releases newest first, when rows name versions, outcomes and widgets no report could', async () => {
    await test.database.db.insert(widgetMounts).values([
      { widget: 'header', version: '1.0.0', outcome: 'mounted', count: 5 },
      { widget: 'header', version: '1.10.0', outcome: 'mounted', count: 1 },
      { widget: 'header', version: 'unknown', outcome: 'failed', count: 7 },
      { widget: 'header', version: 'garbage', outcome: 'timeout', count: 2 },
      { widget: 'header', version: '', outcome: 'mounted', count: 1 },
      { widget: 'header', version: '<img src=x onerror=alert(1)>', outcome: 'mounted', count: 1 },
      { widget: 'header', version: '1.0.0', outcome: 'exploded', count: 9 },
      { widget: '__proto__', version: '__proto__', outcome: 'mounted', count: 1 },
      { widget: 'no-such-widget', version: '1.0.0', outcome: 'mounted', count: 1 },
    ]);
    const page = await test.app.inject({ method: 'GET', url: '/widgets/' });
    expect(page.statusCode).toBe(200);
    expect(countedVersions(page.body)).toEqual(['1.10.0', '1.0.0', '', '&lt;img src=x onerror=alert(1)&gt;', 'garbage', 'unknown']);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('exploded');
    expect(({} as Record<string, unknown>).mounted).toBeUndefined();
  });
});
