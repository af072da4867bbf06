/** @jest-environment node */
import { existsSync } from 'node:fs';
import { cp, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { renderThrowContainer } from '../../host-demo/server/fixtures/render-throw-container';
import { packageVersion } from '../../webpack.config';
import { buildFreshStore, removeStore } from '../release-testing';
import { smokeTest } from './smoke-test';

describe('the release smoke test in Chromium', () => {
  let store: string;

  beforeAll(async () => {
    ({ dir: store } = await buildFreshStore());
  }, 300_000);
  afterAll(() => removeStore(store));

  it('passes a build whose tags mount on every demo page where they stand', async () => {
    const folder = path.join(store, 'header', '.staging-9.9.9');
    await cp(path.join(store, 'header', packageVersion('header')), folder, { recursive: true });
    await expect(smokeTest({ dir: store, remote: 'header', version: '9.9.9', folder })).resolves.toEqual([]);
  }, 120_000);

  it('refuses a header whose component throws while rendering, naming each page and why', async () => {
    // The real build beside the fixture entry, which loads it and replaces only its `./mount`.
    const folder = path.join(store, 'header', '.staging-9.9.10');
    await cp(path.join(store, 'header', packageVersion('header')), folder, { recursive: true });
    // The real entry moves aside with the compressed copies the build wrote beside it: the server would send those for the fixture's name.
    for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']) {
      if (existsSync(path.join(folder, file))) await rename(path.join(folder, file), path.join(folder, `real-${file}`));
    }
    await writeFile(path.join(folder, 'remoteEntry.js'), renderThrowContainer('header', './real-remoteEntry.js'));
    const problems = await smokeTest({ dir: store, remote: 'header', version: '9.9.10', folder });
    expect(problems.sort()).toEqual([
      '/: header is failed (widget "header" failed; its fallback stays: RenderError: widget "header" threw while rendering: fixture: header throws in render)',
      '/checkout/: header is failed (widget "header" failed; its fallback stays: RenderError: widget "header" threw while rendering: fixture: header throws in render)',
    ]);
  }, 120_000);
});
