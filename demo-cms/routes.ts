import { HELP_ARTICLES, HELP_CONTACT_ARTICLE, INFORMATION_PAGES, type Article } from './content';

/** The three layouts of the page shell (SPEC section 2), chosen by a page property, and the one of the CMS team's tools. */
export type Layout = 'storefront' | 'checkout' | 'productShippingInfo' | 'tools';

/** Which products a listing page shows, and the list name analytics reports for its tiles. */
export interface ListingSource {
  listName: string;
  gender?: 'damen' | 'herren';
  outlet?: boolean;
  brandSlug?: string;
}

/** One CMS page: where it lives, which template fills it, in which layout. */
export interface Page {
  /** The CMS page's id, handed to the widgets by the loader (`data-page-id`): the route's name, one per route, not per product. */
  id: string;
  path: string;
  title: string;
  /** Template under `templates/pages/`, without `.liquid`. */
  template: string;
  layout: Layout;
  /** False is the page flag that stops the cart from loading. */
  loadCart: boolean;
  /** Checkout layout: show the green safe-checkout label. */
  safeCheckout?: boolean;
  /** Checkout layout: the safe-checkout selling points. */
  sellingPoints?: string[];
  /** Text pages: the article they show. */
  article?: Article;
  /** Listing pages: the products they show. */
  listing?: ListingSource;
  /** Customer pages (account, orders, returns, order confirmation): a visitor is sent to the login (302). */
  customerOnly?: boolean;
}

type PageInput = Pick<Page, 'path' | 'title' | 'template'> & Partial<Page>;

/** The id of a route of the page table, made from its path: `/` is `home`, `/account/overview/` is `account-overview`. */
export function routeId(path: string): string {
  return path.split('/').filter(Boolean).join('-') || 'home';
}

/** A storefront page with the cart loading and the route's id, unless `input` says otherwise. */
export function page(input: PageInput): Page {
  return { id: routeId(input.path), layout: 'storefront', loadCart: true, ...input };
}

function articlePage(article: Article): Page {
  return page({ path: article.path, title: article.title, template: 'article', article });
}

/** The order confirmation page; the order number is its `order` parameter. */
export const CONFIRMATION_PATH = '/checkout/bestaetigung/';

/** The customer's pages: overview, address book, orders, returns and the return label of an order. */
export const ACCOUNT_PAGES: readonly Page[] = [
  page({ path: '/account/overview/', title: 'Mein Konto', template: 'account-overview', customerOnly: true }),
  page({ path: '/account/addresses/', title: 'Meine Adressen', template: 'account-addresses', customerOnly: true }),
  page({ path: '/account/my-orders/', title: 'Meine Bestellungen', template: 'account-orders', customerOnly: true }),
  page({ path: '/account/return-items/', title: 'Rücksendungen', template: 'account-returns', customerOnly: true }),
  page({ path: '/account/return-label/', title: 'Retourenlabel', template: 'account-return-label', customerOnly: true }),
];

/** Every page of the demo shop, keyed by path (always with a trailing slash). */
export const PAGES: ReadonlyMap<string, Page> = new Map(
  [
    page({ path: '/', title: 'Mode für Damen und Herren', template: 'home' }),
    page({ path: '/damen/', title: 'Damen', template: 'listing', listing: { listName: 'Damen', gender: 'damen' } }),
    page({ path: '/herren/', title: 'Herren', template: 'listing', listing: { listName: 'Herren', gender: 'herren' } }),
    page({ path: '/marken/', title: 'Marken', template: 'brands' }),
    page({ path: '/outlet/', title: 'Sale', template: 'listing', listing: { listName: 'Sale', outlet: true } }),
    // The shop's search route (routes.search): the search/results widget on a plain page.
    page({ path: '/katalog/', title: 'Katalog', template: 'catalog' }),
    page({ path: '/warenkorb/', title: 'Warenkorb', template: 'cart' }),
    ...ACCOUNT_PAGES,
    // The login page needs no cart: its page flag stops the cart from loading.
    page({ path: '/authenticate/', title: 'Anmelden', template: 'authenticate', loadCart: false }),
    page({ path: '/newsletter/', title: 'Newsletter', template: 'newsletter' }),
    page({ path: '/faq/', title: 'Hilfe und Kontakt', template: 'faq' }),
    ...HELP_ARTICLES.map(articlePage),
    articlePage(HELP_CONTACT_ARTICLE),
    ...INFORMATION_PAGES.map(articlePage),
    page({
      path: '/checkout/',
      title: 'Kasse',
      template: 'checkout',
      layout: 'checkout',
      safeCheckout: true,
      sellingPoints: ['Kostenlose Rücksendung', 'Kauf auf Rechnung', '30 Tage Rückgaberecht'],
    }),
    page({ path: CONFIRMATION_PATH, title: 'Bestellbestätigung', template: 'checkout-confirmation', layout: 'checkout', customerOnly: true }),
    page({ path: '/versandinfo/', title: 'Versandinformationen', template: 'shipping-info', layout: 'productShippingInfo', loadCart: false }),
  ].map((entry) => [entry.path, entry]),
);

/** The links of the storefront footer, in order. */
export const FOOTER_LINKS = [
  ...INFORMATION_PAGES.map(({ path, title }) => ({ href: path, label: title })),
  { href: '/newsletter/', label: 'Newsletter' },
] as const;

/** The links of the reduced checkout footer. */
export const CHECKOUT_FOOTER_LINKS = ['/i/agb/', '/i/datenschutz/', '/i/impressum/'].map((path) => ({
  href: path,
  label: INFORMATION_PAGES.find((info) => info.path === path)?.title ?? path,
}));
