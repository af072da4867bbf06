/** @jest-environment node */
import { existsSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { renderThrowContainer } from '../../test/server/fixtures/render-throw-container';
import { buildCandidateWith, buildFreshStore, removeStore, stageCandidate } from '../release-testing';
import { SMOKE_INTERACTIONS } from './smoke-interactions';
import { smokeTest } from './smoke-test';

/** Runs the smoke test of a candidate and keeps the lines it logs: which pages mounted, which interactions passed. */
async function smokeTestLogged(...[candidate]: Parameters<typeof smokeTest>): Promise<{ problems: string[]; lines: string[] }> {
  const lines: string[] = [];
  const problems = await smokeTest(candidate, { log: (line) => lines.push(line.trim()) });
  return { problems, lines };
}

describe('the release smoke test in Chromium', () => {
  let store: string;

  beforeAll(async () => {
    ({ dir: store } = await buildFreshStore());
  }, 300_000);
  afterAll(() => removeStore(store));

  // Every remote's interactions on the working tree run in the browser tests (test/browser/smoke-interactions.e2e.ts),
  // on the server and browser they have running; here one remote's candidate passes the whole smoke test.
  it("passes the working tree's minicart as a candidate: its tags mount where they stand and each of its interactions passes there", async () => {
    const { problems, lines } = await smokeTestLogged(await stageCandidate(store, 'minicart', '9.9.9'));
    expect(problems).toEqual([]);
    for (const { name } of SMOKE_INTERACTIONS.minicart) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^/\\S*: minicart\\S* "${name}" passed$`)));
  }, 180_000);

  it('refuses a header whose component throws while rendering, naming each page and why', async () => {
    // The real build beside the fixture entry, which loads it and replaces only its `./mount`.
    const candidate = await stageCandidate(store, 'header', '9.9.10');
    // The real entry moves aside with the compressed copies the build wrote beside it: the server would send those for the fixture's name.
    for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']) {
      if (existsSync(path.join(candidate.folder, file))) await rename(path.join(candidate.folder, file), path.join(candidate.folder, `real-${file}`));
    }
    await writeFile(path.join(candidate.folder, 'remoteEntry.js'), renderThrowContainer('header', './real-remoteEntry.js'));
    const problems = await smokeTest(candidate, { log: () => undefined });
    expect(problems.sort()).toEqual([
      '/: header is failed (widget "header" failed; its fallback stays: RenderError: widget "header" threw while rendering: fixture: header throws in render)',
      '/checkout/: header is failed (widget "header" failed; its fallback stays: RenderError: widget "header" threw while rendering: fixture: header throws in render)',
    ]);
  }, 120_000);

  it('refuses a search that mounts fine but whose result list throws once a query has hits, naming the interaction and each way it failed', async () => {
    const candidate = await buildCandidateWith(store, 'search', '9.9.11', { request: /^\.\/search-results$/, fixture: path.join(__dirname, 'broken-search-results-testing.tsx') });
    const { problems, lines } = await smokeTestLogged(candidate);
    expect(lines).toContain('/: mounted');
    const interaction = '/: search interaction "type a query and see its hits"';
    expect(problems).toEqual(
      expect.arrayContaining([
        // Refused as soon as the search failed, not after the step's 10 s.
        `${interaction}: the expected result, [role="listbox"] [role="option"] in search, was not shown before its widget failed`,
        expect.stringMatching(/^\/: search interaction "type a query and see its hits": console error: .*fixture: the result list throws once it has hits/),
        expect.stringMatching(/^\/: search interaction "type a query and see its hits": search is failed \(widget "search" failed; its fallback stays: RenderError: .*fixture: the result list throws once it has hits\)$/),
      ]),
    );
    // Every page's mount passed: each line the refusal has is the interaction's.
    expect(problems.filter((problem) => !/^\/\S*: search interaction "type a query and see its hits": /.test(problem))).toEqual([]);
  }, 300_000);
});
