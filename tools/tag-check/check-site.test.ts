/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { checkSite } from './check-site';
import { findSiteDeclarations } from './find-site';

/** The site problems of a page, as `line:column path: reason`. */
function siteProblems(source: string): string[] {
  return checkSite('page.html', findSiteDeclarations(source)).problems.map((problem) => `${problem.line}:${problem.column} ${problem.widget} ${problem.path}: ${problem.reason}`);
}

const site = (json: string, attributes = 'type="application/json"') => `<script ${attributes} id="schaufenster-site">${json}</script>`;

describe('checking the page’s site configuration', () => {
  it('finds nothing wrong on a page without one, or with a right one', () => {
    expect(siteProblems('<div data-widget="header"></div>')).toEqual([]);
    expect(siteProblems(site('{"brand":{"name":"Marc O\'Polo"},"routes":{"cart":"/korb/","search":"/suche/?begriff={query}"}}'))).toEqual([]);
  });

  it.each([
    ['each key parseSiteConfig refuses', site('{"routes":{"cart":"korb","kasse":"/kasse/"},"colours":{}}'), [/^1:1 site colours: is no key of the site configuration/, /^1:1 site routes\.cart: Expected a path/, /^1:1 site routes\.kasse: is no key of routes/]],
    ['JSON that is broken, with where in its text', site('{"routes": {'), [/^1:1 site #schaufenster-site: is not valid JSON at line 1, column 13: \S.* \(of its text\); the widgets use the demo's site$/]],
    ['a script of another type', site('{}', 'type="text/json"'), [/^1:1 site #schaufenster-site: must be a <script type="application\/json">, not <script type="text\/json">: the widgets ignore it/]],
    ['a script without a type', site('{}', ''), [/, not <script>:/]],
    ['another element with its id', '<div id="schaufenster-site">{}</div>', [/, not <div>:/]],
    ['a second one, at the second', `${site('{}')}\n<p>Text</p>${site('{"routes":{"cart":"korb"}}')}`, [/^2:12 site #schaufenster-site: a second site configuration on this page: the widgets read only the first \(line 1\); keep one$/]],
  ])('reports %s', (_case, source, expected) => {
    expect(siteProblems(source)).toEqual(expected.map((pattern) => expect.stringMatching(pattern)));
  });

  it('leaves a configuration Liquid writes to the rendered page', () => {
    expect(checkSite('layout.liquid', findSiteDeclarations(site('{{ site | json }}')))).toEqual({ problems: [], dynamic: [{ file: 'layout.liquid', line: 1, column: 1, widget: 'site' }] });
  });

  it('reports a rendered page with widget tags and no site configuration, never a template (its layout may declare it)', () => {
    expect(checkSite('https://cms.example/seite/', [], { wholePage: true, tags: 2 }).problems).toEqual([
      {
        file: 'https://cms.example/seite/',
        line: 1,
        column: 1,
        widget: 'site',
        path: '#schaufenster-site',
        reason: `missing: this page has widget tags but no <script type="application/json" id="schaufenster-site">; the widgets use the demo's brand, links and routes (docs/cms/site-configuration.md)`,
      },
    ]);
    expect(checkSite('seite.html', [], { wholePage: true, tags: 0 }).problems).toEqual([]);
    expect(checkSite('home.liquid', [], { wholePage: false, tags: 3 }).problems).toEqual([]);
  });
});
