// What a CMS team does in WordPress around the plugin, done the short way for the browser test: the shop's pages and
// menu (content, not the plugin's part) written with WordPress's PHP API, and REST calls as the logged-in editor.
import { browser } from '@wdio/globals';
import type { WordPressSite } from './wordpress-site';

/** A page of blocks: its title, slug and block markup. */
const SHOP_PAGES = [
  { title: 'Warenkorb', slug: 'warenkorb', content: '<!-- wp:schaufenster/minicart {"props":{"view":"page"}} /-->' },
  { title: 'Kasse', slug: 'kasse', content: '<!-- wp:schaufenster/address-checkout /-->' },
  { title: 'Anmelden', slug: 'anmelden', content: '<!-- wp:schaufenster/auth {"props":{"mode":"page"}} /-->' },
  { title: 'Danke', slug: 'danke', content: '<!-- wp:schaufenster/address-checkout {"props":{"view":"confirmation"}} /-->' },
  // The account's and the legal pages: what they hold is the shop's own matter, their addresses are the settings'.
  ...['Konto', 'Bestellungen', 'Retouren', 'AGB', 'Datenschutz'].map((title) => ({ title, slug: title.toLowerCase(), content: '' })),
] as const;

/** Writes the shop's pages and the menu "Hauptmenü" (one link: Kleider, WordPress's search for "kleid"); the editor's welcome guide off. */
export async function createShopPages(site: WordPressSite): Promise<void> {
  const pages = SHOP_PAGES.map(
    ({ title, slug, content }) => `wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => '${title}', 'post_name' => '${slug}', 'post_content' => '${content}']);`,
  );
  await site.php(
    // The block editor's welcome guide stays closed: it would cover the blocks the test clicks.
    `${pages.join(' ')} update_user_meta(1, $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences', ['core/edit-post' => ['welcomeGuide' => false], '_modified' => gmdate('c')]); $menu = wp_create_nav_menu('Hauptmenü'); wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'Kleider', 'menu-item-url' => home_url('/?s=kleid'), 'menu-item-status' => 'publish']);`,
  );
}

/** Calls WordPress's REST API as the editor logged in in the browser (its cookie and a REST nonce), on the open site. */
export async function rest<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const answer = await browser.execute(
    async (method: string, route: string, body: string | null) => {
      const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const response = await fetch(`/wp-json${route}`, { method, headers: { 'x-wp-nonce': nonce, 'content-type': 'application/json' }, body });
      return { status: response.status, text: await response.text() };
    },
    method,
    route,
    body === undefined ? null : JSON.stringify(body),
  );
  if (answer.status >= 300) throw new Error(`${method} ${route} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text) as T;
}
