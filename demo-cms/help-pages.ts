import type { HelpPageRow, HelpPageType } from '../shop-api/product-catalog/help-pages';
import { slugify } from '../shop-api/product-catalog/slug';
import { HELP_ARTICLES, HELP_CONTACT_ARTICLE, HELP_HOME_TEXT, INFORMATION_PAGES, type Article } from './content';

function row(type: HelpPageType, { path, title, paragraphs }: Pick<Article, 'path' | 'title' | 'paragraphs'>): HelpPageRow {
  return { id: slugify(path) || 'faq', path, type, title, body: paragraphs.join(' ') };
}

/** The CMS's pages the shop's search finds: FAQ articles, information pages, the help home page and the contact page. */
export function buildHelpPages(): HelpPageRow[] {
  return [
    row('HELP_CONTACT_HOME_PAGE', { path: '/faq/', title: 'Hilfe und Kontakt', paragraphs: [HELP_HOME_TEXT] }),
    row('HELP_CONTACT_PAGE', HELP_CONTACT_ARTICLE),
    ...HELP_ARTICLES.map((article) => row('FAQ', article)),
    ...INFORMATION_PAGES.map((article) => row('INFORMATION_PAGE', article)),
  ];
}
