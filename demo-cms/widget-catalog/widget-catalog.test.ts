/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { propsSchemaDocument } from '../../bundling/props-schema-document';
import { CONTRACTS } from '../../bundling/contracts';
import { haltNotice, typeLabel, widgetCatalog } from './widget-catalog';

let dir: string;

async function release(remote: 'header' | 'minicart', version: string, schema = true): Promise<void> {
  await mkdir(path.join(dir, remote, version), { recursive: true });
  await writeFile(path.join(dir, remote, version, 'remoteEntry.js'), '');
  if (schema) await writeFile(path.join(dir, remote, version, 'props.schema.json'), JSON.stringify(propsSchemaDocument(remote, version, CONTRACTS[remote])));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-catalog-'));
  await release('header', '1.0.0');
  await release('header', '1.10.0');
  await release('header', '1.2.0');
  await release('minicart', '0.9.0', false);
  const entry = (remote: string, version: string) => ({ version, entry: `${remote}/${version}/remoteEntry.js` });
  await writeFile(
    path.join(dir, 'registry.json'),
    JSON.stringify({ remotes: { header: { ...entry('header', '1.2.0'), rollout: { ...entry('header', '1.10.0'), percent: 10 } }, minicart: entry('minicart', '0.9.0') } }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** No mount counts and no speed insights yet. */
const NO_FIGURES = { windows: {}, routeVitals: [], versionVitals: [] };

describe('the widget catalog', () => {
  it('shows the current version, the rollout, every released version newest first, and the counts per environment and version', async () => {
    const counts = (mounted: number, failed: number) => ({ mounted, failed, timeout: 0, 'invalid-props': 0 });
    const windows = (day: number, week: number, total: number) => ({ day: counts(day, 0), week: counts(week, 0), total: counts(total, 1) });
    const stats = {
      staging: { header: { '1.10.0': windows(1, 1, 1) } },
      production: { header: { '1.2.0': windows(4, 30, 40), '1.10.0': windows(3, 3, 3) } },
    };
    const [header] = await widgetCatalog(dir, undefined, { ...NO_FIGURES, windows: stats });
    expect(header).toMatchObject({ name: 'header', version: '1.2.0', rollout: { version: '1.10.0', percent: 10 }, versions: ['1.10.0', '1.2.0', '1.0.0'] });
    const tables = header?.modules[0]?.counts ?? [];
    expect(tables.map((table) => table.environment)).toEqual(['production', 'staging']);
    expect(tables[0]?.rows.map((row) => [row.version, row.label, row.mounted, row.failed])).toEqual([
      ['1.10.0', '24 Stunden', 3, 0],
      ['1.10.0', '7 Tage', 3, 0],
      ['1.10.0', 'Gesamt', 3, 1],
      ['1.2.0', '24 Stunden', 4, 0],
      ['1.2.0', '7 Tage', 30, 0],
      ['1.2.0', 'Gesamt', 40, 1],
    ]);
  });

  it("builds the props table and the preview controls from the current version's schema", async () => {
    const [header] = await widgetCatalog(dir, undefined, NO_FIGURES);
    expect(header?.modules[0]?.props).toEqual([
      expect.objectContaining({ name: 'variant', type: '"storefront" | "checkout"', required: false, default: '"storefront"', control: 'enum', options: ['storefront', 'checkout'], value: 'storefront' }),
      expect.objectContaining({ name: 'safeCheckout', type: 'boolean', default: 'false', control: 'boolean', value: 'false' }),
      expect.objectContaining({ name: 'sellingPoints', type: 'string[]', default: '[]', control: 'json', value: '[]' }),
    ]);
  });

  it('marks the props of a choice with the props it is a choice between (the buy button: productId or product)', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'schaufenster-catalog-'));
    try {
      await mkdir(path.join(own, 'minicart', '1.0.0'), { recursive: true });
      await writeFile(path.join(own, 'minicart', '1.0.0', 'props.schema.json'), JSON.stringify(propsSchemaDocument('minicart', '1.0.0', CONTRACTS.minicart)));
      await writeFile(path.join(own, 'registry.json'), JSON.stringify({ remotes: { minicart: { version: '1.0.0', entry: 'minicart/1.0.0/remoteEntry.js' } } }));
      const [minicart] = await widgetCatalog(own, undefined, NO_FIGURES);
      expect(minicart?.modules.find((module) => module.widget === 'minicart/buy-button')?.props).toEqual([
        expect.objectContaining({ name: 'productId', type: 'string', required: false, choice: 'productId, product', control: 'text', value: 'P100001' }),
        expect.objectContaining({ name: 'product', type: 'object', required: false, choice: 'productId, product', control: 'json', value: '' }),
      ]);
      expect(minicart?.modules.find((module) => module.widget === 'minicart')?.props.map((row) => row.choice)).toEqual([undefined, undefined]);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it("shows the module's default data-load with what it means", async () => {
    const [header] = await widgetCatalog(dir, undefined, NO_FIGURES);
    expect(header?.modules[0]).toMatchObject({ load: 'eager', loadText: 'sofort beim Seitenaufruf.', loadTextEn: 'at once when the page loads.' });
  });

  it('says so when a released version has no props schema', async () => {
    const [, minicart] = await widgetCatalog(dir, undefined, NO_FIGURES);
    expect(minicart).toMatchObject({ name: 'minicart', modules: [], missingSchema: 'minicart@0.9.0 hat keine props.schema.json.' });
  });

  it('shows per route and header version the p75 of each vital, and the rollout beside the current version', async () => {
    const p75 = (value: number | null, count: number) => ({ p75: value, count, sessions: count, networks: count > 0 ? 3 : 0 });
    const vitals = (lcp: number, inp: number, count: number) => ({ lcp: p75(lcp, count), inp: p75(inp, count), cls: p75(0.05, count), ttfb: p75(null, 0) });
    const figures = {
      ...NO_FIGURES,
      routeVitals: [
        { route: 'home', widget: 'header', version: '1.2.0', visits: 40, vitals: vitals(1800, 120, 40) },
        { route: 'home', widget: 'header', version: '1.10.0', visits: 19, vitals: vitals(2500, 300, 19) },
        { route: 'home', widget: 'search', version: '1.0.0', visits: 40, vitals: vitals(1800, 120, 40) },
        { route: 'product', widget: 'header', version: '1.2.0', visits: 40, vitals: vitals(2600, 350, 40) },
      ],
      versionVitals: [
        { widget: 'header', version: '1.2.0', visits: 100, vitals: vitals(2000, 100, 100) },
        { widget: 'header', version: '1.10.0', visits: 30, vitals: vitals(2100, 150, 30) },
      ],
    };
    const [header] = await widgetCatalog(dir, undefined, figures);
    const module = header?.modules[0];
    expect(module?.vitals.map((row) => [row.route, row.version, row.visits, ...row.cells.map((cell) => cell.text)])).toEqual([
      ['home', '1.10.0', 19, 'zu wenige Daten', 'zu wenige Daten', 'zu wenige Daten', 'zu wenige Daten'],
      ['home', '1.2.0', 40, '1.800 ms', '120 ms', '0,05', 'zu wenige Daten'],
      ['product', '1.2.0', 40, '2.600 ms', '350 ms', '0,05', 'zu wenige Daten'],
    ]);
    // Above Google's "good" p75 (LCP 2.5 s, INP 200 ms), and only with enough page views behind it.
    expect(module?.vitals.map((row) => row.cells.filter((cell) => cell.aboveGood).map((cell) => `${cell.label} über ${cell.good}`))).toEqual([[], [], ['LCP über 2.500 ms', 'INP über 200 ms']]);
    expect(module?.rolloutVitals.map((row) => [row.label, row.current.text, row.next.text, row.change, row.worse])).toEqual([
      ['INP', '100 ms', '150 ms', '+50 %', true],
      ['LCP', '2.000 ms', '2.100 ms', '+5 %', false],
    ]);
  });

  it('marks a rollout the server halted, with its figures in German, while the halt is the latest step', async () => {
    const step = { version: '1.2.0', at: '2026-11-25T12:00:00.000Z', by: null, commit: null, dirty: false };
    const halt = { ...step, action: 'halt', command: 'automatic halt', halt: { version: '1.10.0', views: 60, failed: 5 } };
    const history = path.join(dir, '.release-history.json');
    await writeFile(history, JSON.stringify({ remotes: { header: [{ ...step, action: 'build', command: 'build' }, halt] } }));
    try {
      const [header, minicart] = await widgetCatalog(dir, undefined, NO_FIGURES);
      expect(header?.halted).toBe('Rollout 1.10.0 automatisch gestoppt: 5 von 60 Aufrufen fehlgeschlagen (8,3 %)');
      expect(minicart?.halted).toBeUndefined();
      expect(haltNotice({ version: '2.0.0', views: 1234, failed: 250 })).toBe('Rollout 2.0.0 automatisch gestoppt: 250 von 1.234 Aufrufen fehlgeschlagen (20,3 %)');
      // Rolled out again since: no longer marked.
      await writeFile(history, JSON.stringify({ remotes: { header: [halt, { ...step, action: 'promote', command: 'promote', rollout: { version: '1.10.0', percent: 5 } }] } }));
      expect((await widgetCatalog(dir, undefined, NO_FIGURES))[0]?.halted).toBeUndefined();
    } finally {
      await rm(history);
    }
  });

  it('labels JSON Schema types readably', () => {
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(typeLabel({ type: 'array', items: { enum: ['DE', 'AT'] } })).toBe('("DE" | "AT")[]');
    expect(typeLabel({ type: 'object' })).toBe('object');
  });
});
