import { SITE_CONFIG_ID } from '@schaufenster/shared/site';
import { attribute, positionOf, sourceElements, textOf, type SourcePosition } from './html-elements';

/** The only element pageSite reads the site configuration from (shared/site/page-site.ts). */
const SITE_SCRIPT_TYPE = 'application/json';

/** One element of a page or template with the id of the site configuration. */
export interface FoundSite {
  at: SourcePosition;
  /** Undefined for a `<script type="application/json">`; else the element as written (`<div>`, `<script type="text/json">`), which the widgets ignore. */
  wrongElement?: string;
  /** Its text: the JSON of a right element. */
  text: string;
}

/** Every element with `id="schaufenster-site"` in HTML or Liquid source, in source order. */
export function findSiteDeclarations(source: string): FoundSite[] {
  const sites: FoundSite[] = [];
  for (const element of sourceElements(source)) {
    if (attribute(element, 'id') !== SITE_CONFIG_ID) continue;
    const type = attribute(element, 'type');
    const right = element.tagName === 'script' && type === SITE_SCRIPT_TYPE;
    const written = `<${element.tagName}${type === undefined ? '' : ` type="${type}"`}>`;
    sites.push({ at: positionOf(element.sourceCodeLocation), wrongElement: right ? undefined : written, text: textOf(element) });
  }
  return sites.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}
