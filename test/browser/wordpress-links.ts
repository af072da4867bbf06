// Every link a widget renders on a WordPress page must lead to a page of that site the settings name: a route or
// navigation link of its `#schaufenster-site`, or a product page at the plugin's product path.
import { browser } from '@wdio/globals';
import { widgetLinks, type RenderedLink } from './widget-links';

/** The page's declared routes and navigation links, as URLs of the page's origin. */
function declaredLinks(): Promise<string[]> {
  return browser.execute(() => {
    const site = JSON.parse(document.getElementById('schaufenster-site')?.textContent ?? '{}') as { routes?: Record<string, string>; navigation?: { href: string }[] };
    return [...Object.values(site.routes ?? {}), ...(site.navigation ?? []).map((link) => link.href)].map((href) => new URL(href, location.href).href);
  });
}

/** Whether a link leads where a declared link does: the same origin and path, and a search route's parameter. */
function matches(link: URL, declared: URL): boolean {
  if (link.origin !== declared.origin || link.pathname !== declared.pathname) return false;
  return [...declared.searchParams.keys()].every((name) => link.searchParams.has(name));
}

/** The widgets' links on the open page that lead nowhere the site's settings name (none is the goal). */
export async function linksOffSite(productPath: RegExp): Promise<RenderedLink[]> {
  const declared = (await declaredLinks()).map((href) => new URL(href.replaceAll('%7Bquery%7D', '')));
  const origin = await browser.execute(() => location.origin);
  return (await widgetLinks()).filter((link) => {
    const url = new URL(link.href);
    if (url.origin === origin && productPath.test(url.pathname)) return false;
    return !declared.some((candidate) => matches(url, candidate));
  });
}
