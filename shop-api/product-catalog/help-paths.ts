import type { HelpPageType } from './help-pages';
import { productPath, SLUG_PLACEHOLDER } from './product-path';

/** Where the shop's help pages are: the paths help hits of the search answer carry (the CMS's pages, not the demo's). */
export interface HelpPaths {
  /** FAQ articles and the contact page, with `{slug}` (`HELP_PATH`). */
  helpPath: string;
  /** Information pages (terms, privacy, imprint), with `{slug}` (`INFO_PATH`). */
  infoPath: string;
  /** The help home page (`HELP_HOME_PATH`). */
  helpHomePath: string;
}

/** The demo's own help pages, which it serves whatever the settings say. */
export const DEMO_HELP_PATHS: HelpPaths = { helpPath: `/faq/${SLUG_PLACEHOLDER}/`, infoPath: `/i/${SLUG_PLACEHOLDER}/`, helpHomePath: '/faq/' };

/**
 * The shop's path of a help page the catalog keeps under its demo path: the help home at `helpHomePath`, an
 * information page at `infoPath`, any other at `helpPath`, each with the last segment of the demo path as its slug
 * (`/faq/kontakt/` -> kontakt, `/i/agb/` -> agb).
 */
export function helpPagePath(type: HelpPageType, demoPath: string, paths: HelpPaths): string {
  if (type === 'HELP_CONTACT_HOME_PAGE') return paths.helpHomePath;
  const slug = demoPath.split('/').filter(Boolean).at(-1) ?? '';
  return productPath(slug, type === 'INFORMATION_PAGE' ? paths.infoPath : paths.helpPath);
}
