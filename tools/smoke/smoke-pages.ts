import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'glob';
import { PAGES, type Page } from '../../demo-cms/routes';
import { findWidgetTags } from '../tag-check/find-tags';
import { DEMO_TEMPLATES } from '../tag-check/release-gate';

const root = path.join(__dirname, '..', '..');

/** The product page is no entry of the page table: it stands for every `/p/<slug>/` (the smoke test finds one). */
export const PRODUCT_TEMPLATE = 'product';

/** Where the smoke test opens a demo page: a path, or the product page of a product it still has to look up. */
export type SmokePage = { path: string } | { product: true };

/** The first page of the table that `matches` and that a visitor can open (customer pages send visitors to the login). */
function firstOpenPage(matches: (page: Page) => boolean): Page | undefined {
  return [...PAGES.values()].find((page) => matches(page) && !page.customerOnly);
}

/**
 * The demo pages on which a remote's tags stand (those check-tags finds in the templates): one page per template
 * or layout that places one, for a visitor (no login). A tag only on customer pages is not smoke-tested.
 */
export async function smokePages(remote: string): Promise<SmokePage[]> {
  const pages = new Map<string, SmokePage>();
  for (const file of (await glob(DEMO_TEMPLATES, { cwd: root, nodir: true })).sort()) {
    const tags = findWidgetTags(await readFile(path.join(root, file), 'utf8')).filter((tag) => tag.remote === remote);
    if (tags.length === 0) continue;
    const [kind, name] = [path.basename(path.dirname(file)), path.basename(file, '.liquid')];
    if (kind === 'pages' && name === PRODUCT_TEMPLATE) pages.set('product', { product: true });
    const page = kind === 'layouts' ? firstOpenPage((candidate) => candidate.layout === name) : kind === 'pages' ? firstOpenPage((candidate) => candidate.template === name) : undefined;
    if (page) pages.set(page.path, { path: page.path });
  }
  return [...pages.values()];
}
