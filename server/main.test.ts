/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { runServerProcessToEnd, SERVER_START_TIMEOUT_MS } from '../test/server/test-server-process';

// No widgets are built there, so each start ends right after its settings are read and checked, before any database.
const NO_WIDGETS = path.join(tmpdir(), 'schaufenster-no-widgets-here');

describe('ALLOWED_ORIGINS at start-up', () => {
  it('refuses an entry that is not an exact origin, naming it', async () => {
    const { code, output } = await runServerProcessToEnd({ ALLOWED_ORIGINS: 'http://127.0.0.1:4000,https://cms.example/', WIDGETS_DIST: NO_WIDGETS });
    expect(code).toBe(1);
    expect(output).toMatch(/could not start: ALLOWED_ORIGINS entry "https:\/\/cms\.example\/" is not an origin/);
  }, SERVER_START_TIMEOUT_MS);

  it('warns once about a page on another site, whose session cookie will not come back', async () => {
    const { output } = await runServerProcessToEnd({ ALLOWED_ORIGINS: 'http://127.0.0.1:4000,http://localhost:4000', WIDGETS_DIST: NO_WIDGETS });
    expect(output.match(/warning: ALLOWED_ORIGINS: http:\/\/localhost:4000 is on another site than PUBLIC_ORIGIN \(http:\/\/127\.0\.0\.1\)/g)).toHaveLength(1);
    expect(output).toContain('docs/cms/embedding.md');
  }, SERVER_START_TIMEOUT_MS);

  it('does not warn about a page on the same site', async () => {
    const { output } = await runServerProcessToEnd({ ALLOWED_ORIGINS: 'http://127.0.0.1:4000', WIDGETS_DIST: NO_WIDGETS });
    expect(output).toMatch(/no built widgets/);
    expect(output).not.toMatch(/warning/);
  }, SERVER_START_TIMEOUT_MS);
});

describe('WIDGETS_ENV=dev before the first development build', () => {
  it('says to wait for npm run dev, not to release', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-before-dev-'));
    try {
      await writeFile(path.join(dir, 'registry.json'), JSON.stringify({ remotes: {} }));
      const { code, output } = await runServerProcessToEnd({ WIDGETS_ENV: 'dev', WIDGETS_DIST: dir });
      expect(code).toBe(1);
      expect(output).toContain(`no development build in ${dir} yet: run npm run dev -- <remote> in another terminal, wait for its first build`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, SERVER_START_TIMEOUT_MS);
});
