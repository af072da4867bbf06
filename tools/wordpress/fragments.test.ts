/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The plugin's blocks fetch their widget's server render from the widget server. Run with php-cli over WordPress
// stubs (wp-stubs.php: transients in memory, wp_remote_get answering from a list and recording each request): a
// fragment is kept for its max-age, revalidated with its ETag, and a widget server that fails leaves the fallback.

const PLUGIN = path.join(__dirname, '..', '..', 'integrations', 'wordpress', 'schaufenster', 'includes');

/** What a scenario printed (JSON), after the stubs and the plugin's fragment code are loaded. */
function runScenario(answers: unknown[], code: string): { out: (string | null)[]; requests: { url: string; headers: Record<string, string>; timeout: number }[] } {
  const files = [path.join(__dirname, 'wp-stubs.php'), path.join(PLUGIN, 'site-validation.php'), path.join(PLUGIN, 'fragments.php')];
  const script = `${files.map((file) => `require ${JSON.stringify(file)};`).join(' ')} $GLOBALS['stub']['answers'] = json_decode(${JSON.stringify(JSON.stringify(answers))}, true); $out = []; ${code} echo json_encode(['out' => $out, 'requests' => $GLOBALS['stub']['requests']]);`;
  return JSON.parse(execFileSync('php', ['-r', script]).toString()) as ReturnType<typeof runScenario>;
}

const rendered = (body: string, etag = '"v1"') => ({ status: 200, headers: { 'cache-control': 'public, max-age=60', etag }, body });
const header = "schaufenster_fragment('header', ['variant' => 'storefront'])";
/** Lets every cached fragment's max-age run out. */
const expire = "foreach ($GLOBALS['stub']['transients'] as &$kept) { if (is_array($kept)) { $kept['fresh_until'] = time() - 1; } } unset($kept);";

describe("the plugin's fragments from the widget server", () => {
  it('asks once within max-age, then revalidates with the ETag and keeps the body on 304', () => {
    const { out, requests } = runScenario([rendered('<div>Kopf</div>'), { status: 304, headers: { 'cache-control': 'public, max-age=60' } }], `$out[] = ${header}; $out[] = ${header}; ${expire} $out[] = ${header};`);
    expect(out).toEqual(['<div>Kopf</div>', '<div>Kopf</div>', '<div>Kopf</div>']);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.url).toBe('http://widgets.test/fragments/header/?props=%7B%22variant%22%3A%22storefront%22%7D');
    expect(requests[0]?.timeout).toBe(1);
    expect(requests[1]?.headers).toEqual({ 'If-None-Match': '"v1"' });
  });

  it('takes a new body when the fragment changed after its max-age', () => {
    const { out } = runScenario([rendered('<div>alt</div>'), rendered('<div>neu</div>', '"v2"')], `$out[] = ${header}; ${expire} $out[] = ${header};`);
    expect(out).toEqual(['<div>alt</div>', '<div>neu</div>']);
  });

  it('keeps the fallback when the server has no render (503), and asks again next time', () => {
    const { out, requests } = runScenario([{ status: 503, headers: { 'cache-control': 'no-store' }, body: '' }, rendered('<div>Kopf</div>')], `$out[] = ${header}; $out[] = ${header};`);
    expect(out).toEqual([null, '<div>Kopf</div>']);
    expect(requests).toHaveLength(2);
  });

  it('writes the tag with its fallback when the server does not answer, and asks no more for a while', () => {
    const tag = "schaufenster_widget_tag(['widget' => 'header', 'minHeight' => 72, 'fallback' => '<a href=\"{routes.home}\">Startseite</a>'], ['variant' => 'storefront'])";
    const { out, requests } = runScenario([], `$out[] = ${tag}; $out[] = ${header};`);
    expect(out).toEqual(['<div data-widget="header" data-props="{&quot;variant&quot;:&quot;storefront&quot;}" style="min-height:72px"><a href="/">Startseite</a></div>', null]);
    expect(requests).toHaveLength(1);
  });

  it('renders a search route of the fallback bare, as the widgets do', () => {
    const tag = "schaufenster_widget_tag(['widget' => 'search', 'minHeight' => 0, 'fallback' => '<a href=\"{routes.search}\">Suche</a>'], [])";
    const { out } = runScenario([], `$out[] = ${tag};`);
    expect(out).toEqual(['<div data-widget="search"><a href="/">Suche</a></div>']);
  });
});
