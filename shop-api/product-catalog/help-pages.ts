import type { helpPages } from '../../server-kit/db/schema';

/** Search group types of help hits (SPEC section 3), in the order answers list them. */
export const HELP_PAGE_TYPES = ['HELP_CONTACT_PAGE', 'INFORMATION_PAGE', 'HELP_CONTACT_HOME_PAGE', 'FAQ'] as const;

/** Type of a help page, which is also its search group. */
export type HelpPageType = (typeof HELP_PAGE_TYPES)[number];

/** A row of the help_pages table: a page of the shop's CMS (FAQ, information, help home, contact) the search finds. */
export type HelpPageRow = typeof helpPages.$inferInsert & { type: HelpPageType };
