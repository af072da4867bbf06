/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SearchAnswer } from '@schaufenster/shared/api';
import { create } from 'superstruct';
import { readConfig } from '../../server/config';
import { useTestApp } from '../../test/server/harness';
import { DEMO_HELP_PATHS, helpPagePath } from './help-paths';

const SHOP_HELP = { helpPath: '/hilfe/{slug}.html', infoPath: 'https://www.shop.example/info/{slug}/', helpHomePath: '/hilfe/' };

describe('help hits of the search answer', () => {
  const test = useTestApp({ catalog: 'demo', helpPaths: SHOP_HELP });

  it("lead to the shop's help pages, never the demo's: articles, information pages and the help home", async () => {
    const seen = new Set<string>();
    for (const query of ['Rückgabe', 'Kontakt', 'Datenschutz', 'Hilfe', 'Versand']) {
      const answer = create((await test.visitor().post('/api/search/', { query })).json, SearchAnswer);
      for (const group of answer.groups.filter((candidate) => candidate.type !== 'PRODUCT')) {
        seen.add(group.type);
        for (const hit of group.results) {
          if (group.type === 'HELP_CONTACT_HOME_PAGE') expect(hit.path).toBe('/hilfe/');
          else if (group.type === 'INFORMATION_PAGE') expect(hit.path).toMatch(/^https:\/\/www\.shop\.example\/info\/[a-z0-9-]+\/$/);
          else expect(hit.path).toMatch(/^\/hilfe\/[a-z0-9-]+\.html$/);
        }
      }
    }
    // Every kind of help page was among the hits, so each rule above was tried.
    expect([...seen].sort()).toEqual(['FAQ', 'HELP_CONTACT_HOME_PAGE', 'HELP_CONTACT_PAGE', 'INFORMATION_PAGE']);
  });
});

describe('helpPagePath', () => {
  it("keeps the demo's paths by default, the slug being the last segment of the demo path", () => {
    expect(helpPagePath('FAQ', '/faq/ruecksendung/', DEMO_HELP_PATHS)).toBe('/faq/ruecksendung/');
    expect(helpPagePath('HELP_CONTACT_PAGE', '/faq/kontakt/', DEMO_HELP_PATHS)).toBe('/faq/kontakt/');
    expect(helpPagePath('INFORMATION_PAGE', '/i/agb/', DEMO_HELP_PATHS)).toBe('/i/agb/');
    expect(helpPagePath('HELP_CONTACT_HOME_PAGE', '/faq/', DEMO_HELP_PATHS)).toBe('/faq/');
  });
});

describe('HELP_PATH, INFO_PATH and HELP_HOME_PATH', () => {
  it("default to the demo's help pages and take a shop's patterns", () => {
    expect(readConfig({}).helpPaths).toEqual(DEMO_HELP_PATHS);
    expect(readConfig({ HELP_PATH: '/hilfe/{slug}.html', INFO_PATH: 'https://www.shop.example/info/{slug}/', HELP_HOME_PATH: '/hilfe/' }).helpPaths).toEqual(SHOP_HELP);
  });

  it.each([
    [{ HELP_PATH: '/hilfe/' }, /^HELP_PATH must be a pattern for the shop's pages such as \/hilfe\/\{slug\}\/; it must contain \{slug\}/],
    [{ INFO_PATH: '//evil.example/{slug}' }, /^INFO_PATH must be a pattern/],
    [{ HELP_HOME_PATH: 'hilfe' }, /^HELP_HOME_PATH must be a path starting with one "\/" or an absolute http\(s\) URL/],
    [{ HELP_HOME_PATH: 'javascript:alert(1)' }, /^HELP_HOME_PATH must be/],
  ])('refuses %j, naming the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
