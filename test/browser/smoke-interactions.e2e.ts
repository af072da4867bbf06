import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { REMOTE_NAMES } from '../../registry/remotes';
import { SMOKE_INTERACTIONS } from '../../tools/smoke/smoke-interactions';
import { smokeOnPages } from '../../tools/smoke/smoke-test';

/** The version of a remote the demo server's registry serves (the build under test). */
async function servedVersion(remote: string): Promise<string> {
  const registry = (await (await fetch(`${browser.options.baseUrl}/widgets/registry.json`)).json()) as { remotes: Record<string, { version: string }> };
  return registry.remotes[remote]?.version ?? '';
}

// Every remote's smoke interactions (widgets/<name>/smoke.ts), as the release smoke test runs them, on the working
// tree's build: a change to a widget that its own smoke interaction no longer fits would refuse every release of it.
// The smoke test's own start (a throwaway server serving the candidate beside the other versions) is tested by
// tools/smoke/smoke-test.test.ts; console and uncaught errors fail a test here through the console guard.
describe('the release smoke interactions on the working tree', () => {
  for (const remote of REMOTE_NAMES) {
    it(`pass for ${remote}: its tags mount on every demo page where they stand, and each of its interactions passes there`, async () => {
      const lines: string[] = [];
      const problems = await smokeOnPages(browser, { consoleErrors: [], uncaught: [] }, browser.options.baseUrl ?? '', { remote, version: await servedVersion(remote) }, (line) =>
        lines.push(line.trim()),
      );
      expect(problems).toEqual([]);
      for (const { name } of SMOKE_INTERACTIONS[remote]) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^/\\S*: ${remote}\\S* "${name}" passed$`)));
    });
  }
});
