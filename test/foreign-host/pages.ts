// Pages of a CMS that is not ours: the widget tags and the loader as the CMS guides (docs/cms/) tell a CMS team to write them.

/** One widget tag: `data-widget`, its props and the fallback HTML it holds until the widget mounts. */
export interface WidgetTag {
  widget: string;
  props?: unknown;
  /** Where the props are written: `data-props` in single quotes (the default) or a child `<script type="application/json">`. */
  propsIn?: 'attribute' | 'script';
  fallback?: string;
  /** Reserved height, so mounting does not shift the page. */
  minHeight?: number;
  /** `data-load`, when the tag wants another than its widget's default (the sign-in page: eager). */
  load?: 'eager' | 'visible' | 'idle' | 'interaction';
  /** The widget's server HTML the CMS included from `/fragments/…` (in place of the fallback), as a theme's include does. */
  serverHtml?: string;
}

/** The five tags of the demo's home page, written as a CMS team would copy them from docs/cms/placing-widgets.md. */
export const STOREFRONT_TAGS: readonly WidgetTag[] = [
  { widget: 'header', props: { variant: 'storefront' }, fallback: '<a href="/">Schaufenster</a>', minHeight: 72 },
  { widget: 'search', fallback: '<form action="/katalog/" method="get" role="search"><input type="search" name="q" aria-label="Suche"></form>', minHeight: 48 },
  { widget: 'minicart', props: { loadCart: true } },
  // Props in a child script, the guides' other form: every embedding test mounts one such tag.
  { widget: 'address', props: { mode: 'checkout-delivery', country: 'DE' }, propsIn: 'script', fallback: '<p>Das Adressformular wird geladen …</p>' },
  { widget: 'auth', props: { mode: 'modal' } },
];

/** What a foreign page carries. */
export interface ForeignPageOptions {
  title: string;
  /** Origin the loader and the widget files come from; '' for the page's own origin (a reverse proxy). */
  widgetsOrigin: string;
  /** The loader's `data-api`, or none (the API on the page's own origin). */
  api?: string;
  /** Origin of the product images (the demo's IMAGE_ORIGIN). */
  imageOrigin: string;
  tags: readonly WidgetTag[];
  /** Aggressive global CSS and the CMS's own React 18 app, as a real CMS page may have them. */
  hostile?: boolean;
  /**
   * The shop's site configuration (`#schaufenster-site`), as the CMS declares it once per page; `{}` (the demo's
   * routes) unless given; `null`: the page declares none (its server-rendered includes bring the server's).
   */
  site?: unknown;
  /** A theme's own layout: its CSS, and the body it builds around the rendered tags (in the order of `tags`). */
  theme?: { css: string; body: (tags: readonly string[]) => string };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const originOf = (url: string) => new URL(url).origin;

/**
 * The CSS of a CMS that styles everything it can reach: fonts, box model, form controls, links, lists.
 * None of it may change how a widget looks (their content lives in shadow roots and resets what it inherits).
 */
export const HOSTILE_CSS = `
  * { font: 30px serif; box-sizing: content-box; letter-spacing: 2px; }
  html, body { color: #c00; background: #ffd; line-height: 3; text-transform: uppercase; }
  button { all: unset; }
  input, select, textarea { all: unset; border: 4px dashed red; }
  a { color: magenta !important; text-decoration: overline; }
  ul, ol, li { list-style: square; margin: 40px; padding: 40px; }
  h1, h2, h3, p { margin: 50px 0; }
  svg, img { width: 300px; height: 300px; }
  [hidden] { display: block; }
  dialog, [role="dialog"] { display: none !important; }
`;

/** The @font-face of the widgets' font, from the widgets' origin ('': the page's own, through its proxy); docs/cms/embedding.md: optional, for the look of the demo. */
function fontFaces(widgetsOrigin: string): string {
  return [400, 700, 900]
    .map((weight) => `@font-face { font-family: Inter; font-weight: ${weight}; font-display: swap; src: url(${widgetsOrigin}/fonts/inter-latin-${weight}-normal.woff2) format('woff2'); }`)
    .join('\n  ');
}

/** The page's Content-Security-Policy: the lines docs/cms/embedding.md tells a CMS to add, nothing more. */
export function foreignPagePolicy(nonce: string, options: Pick<ForeignPageOptions, 'widgetsOrigin' | 'api' | 'imageOrigin'>): string {
  const widgets = options.widgetsOrigin || "'self'";
  const api = options.api && /^https?:/.test(options.api) ? originOf(options.api) : "'self'";
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `connect-src 'self' ${widgets} ${api}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${originOf(options.imageOrigin)}`,
    `font-src 'self' ${widgets}`,
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON inside a `<script>`: `<` escaped, so no text of it can end the script (`</script>`) or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function renderTag({ widget, props, propsIn = 'attribute', fallback = '', minHeight, load, serverHtml }: WidgetTag): string {
  const attributes = [`data-widget="${escapeHtml(widget)}"`];
  if (load) attributes.push(`data-load="${load}"`);
  const inScript = props !== undefined && propsIn === 'script';
  if (props !== undefined && !inScript) attributes.push(`data-props='${escapeHtml(JSON.stringify(props))}'`);
  if (minHeight) attributes.push(`style="min-height:${minHeight}px"`);
  const script = inScript ? `<script type="application/json">${scriptJson(props)}</script>` : '';
  return `<div ${attributes.join(' ')}>${script}${serverHtml ?? fallback}</div>`;
}

/** The site configuration's inline JSON script: data only, so it needs no nonce and runs nothing under the CSP. */
const siteScript = (site: unknown = {}) => (site === null ? '' : `<script type="application/json" id="schaufenster-site">${scriptJson(site)}</script>`);

/** The HTML of a foreign page; every script carries the response's nonce. */
export function foreignPage(nonce: string, options: ForeignPageOptions): string {
  const loader = `${options.widgetsOrigin}/widgets/loader.js`;
  const api = options.api === undefined ? '' : ` data-api="${escapeHtml(options.api)}"`;
  const hostApp = options.hostile
    ? `<div id="host-app"></div>
  <script nonce="${nonce}" src="/react/react.production.min.js"></script>
  <script nonce="${nonce}" src="/react/react-dom.production.min.js"></script>
  <script nonce="${nonce}" src="/host-app.js"></script>`
    : '';
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(options.title)}</title>
  <link rel="icon" href="data:,">
  <style>
  ${fontFaces(options.widgetsOrigin)}
  ${options.hostile ? HOSTILE_CSS : 'body { margin: 0 16px; font-family: Georgia, serif; }'}
  ${options.theme?.css ?? ''}
  </style>
</head>
<body>
  <h1>${escapeHtml(options.title)}</h1>
  ${siteScript(options.site)}
  ${hostApp}
  ${options.theme ? options.theme.body(options.tags.map(renderTag)) : options.tags.map(renderTag).join('\n  ')}
  <script nonce="${nonce}" src="${loader}"${api} data-beacon="/api/widget-mounts/" data-page-id="fremdes-cms" defer></script>
</body>
</html>
`;
}
