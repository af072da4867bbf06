import { HELP_ARTICLES, HELP_CONTACT_ARTICLE, HELP_HOME_TEXT, INFORMATION_PAGES, type Article } from '../../demo-cms/content';
import type { helpPages } from '../../server-kit/db/schema';
import { slugify } from './slug';

/** Search group types of help hits (SPEC section 3), in the order answers list them. */
export const HELP_PAGE_TYPES = ['HELP_CONTACT_PAGE', 'INFORMATION_PAGE', 'HELP_CONTACT_HOME_PAGE', 'FAQ'] as const;

/** Type of a help page, which is also its search group. */
export type HelpPageType = (typeof HELP_PAGE_TYPES)[number];

/** A row of the help_pages table. */
export type HelpPageRow = typeof helpPages.$inferInsert & { type: HelpPageType };

function row(type: HelpPageType, { path, title, paragraphs }: Pick<Article, 'path' | 'title' | 'paragraphs'>): HelpPageRow {
  return { id: slugify(path) || 'faq', path, type, title, body: paragraphs.join(' ') };
}

/** The searchable help pages: FAQ articles, information pages, the help home page and the contact page. */
export function buildHelpPages(): HelpPageRow[] {
  return [
    row('HELP_CONTACT_HOME_PAGE', { path: '/faq/', title: 'Hilfe und Kontakt', paragraphs: [HELP_HOME_TEXT] }),
    row('HELP_CONTACT_PAGE', HELP_CONTACT_ARTICLE),
    ...HELP_ARTICLES.map((article) => row('FAQ', article)),
    ...INFORMATION_PAGES.map((article) => row('INFORMATION_PAGE', article)),
  ];
}
