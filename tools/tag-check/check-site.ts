import { describeJsonError, parseSiteConfig, SITE_CONFIG_ID, type SiteConfigProblem } from '@schaufenster/shared/site';
import type { FoundSite } from './find-site';
import { LIQUID } from './html-elements';
import type { TagCheck } from './validate-tags';

/** What the checker prints in place of a widget name for the site configuration. */
export const SITE_LABEL = 'site';

const SITE_FIELD = `#${SITE_CONFIG_ID}`;

/** The problems of the declaration the widgets read, as field path and reason; `dynamic` when Liquid writes it. */
function declarationProblems(site: FoundSite): SiteConfigProblem[] | 'dynamic' {
  if (site.wrongElement) return [{ path: SITE_FIELD, reason: `must be a <script type="application/json">, not ${site.wrongElement}: the widgets ignore it and use the demo's site` }];
  if (LIQUID.test(site.text)) return 'dynamic';
  try {
    return parseSiteConfig(JSON.parse(site.text)).problems;
  } catch (error) {
    return [{ path: SITE_FIELD, reason: `is not valid JSON at ${describeJsonError(site.text, error)} (of its text); the widgets use the demo's site` }];
  }
}

/**
 * Checks a page's site configuration as the widgets read it (pageSite): one `<script type="application/json"
 * id="schaufenster-site">` at most, JSON, and each key as parseSiteConfig takes it; Liquid in it is left to the
 * rendered page. A rendered page (`wholePage`: a URL or a saved page, not a template, whose layout may declare it)
 * with widget tags must declare one.
 */
export function checkSite(file: string, sites: readonly FoundSite[], { wholePage = false, tags = 0 }: { wholePage?: boolean; tags?: number } = {}): TagCheck {
  const [first, ...more] = sites;
  if (!first) {
    if (!wholePage || tags === 0) return { problems: [], dynamic: [] };
    const reason = `missing: this page has widget tags but no <script type="application/json" id="${SITE_CONFIG_ID}">; the widgets use the demo's brand, links and routes (docs/cms/site-configuration.md)`;
    return { problems: [{ file, line: 1, column: 1, widget: SITE_LABEL, path: SITE_FIELD, reason }], dynamic: [] };
  }
  const found = declarationProblems(first);
  const problems = (found === 'dynamic' ? [] : found).map((problem) => ({ file, ...first.at, widget: SITE_LABEL, ...problem }));
  for (const second of more) {
    problems.push({ file, ...second.at, widget: SITE_LABEL, path: SITE_FIELD, reason: `a second site configuration on this page: the widgets read only the first (line ${first.at.line}); keep one` });
  }
  return { problems, dynamic: found === 'dynamic' ? [{ file, ...first.at, widget: SITE_LABEL }] : [] };
}
