// The demo CMS's content (footer promises, help articles, legal pages): data an editor changes (content.json), typed here.
import content from './content.json';

/** A text page of the demo CMS: help articles and legal information. */
export interface Article {
  path: string;
  title: string;
  /** Short label for link lists (defaults to the title). */
  label?: string;
  paragraphs: readonly string[];
}

/** A promise of the footer: a heading and one sentence. */
interface FooterPromise {
  title: string;
  text: string;
}

/** The footer promises of SPEC section 1, in order. */
export const PROMISES: readonly FooterPromise[] = content.promises;

/** Help articles behind the footer and the help page: returns, payment per type, shipping, tracking, countries, right of return. */
export const HELP_ARTICLES: readonly Article[] = content.helpArticles;

/** The legal information pages linked from every footer. */
export const INFORMATION_PAGES: readonly Article[] = content.informationPages;

/** The contact page of the help area (search type HELP_CONTACT_PAGE). */
export const HELP_CONTACT_ARTICLE: Article = content.helpContact;

/** What the help home page /faq/ says about itself, for the search index. */
export const HELP_HOME_TEXT: string = content.helpHome;
