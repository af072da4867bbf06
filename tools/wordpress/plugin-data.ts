// The data the WordPress plugin reads, made from the TypeScript sources so both sides cannot drift apart: the blocks'
// settings from each release's props schema (props.schema.json is made by the same function) and the rules and German
// messages of the site configuration's settings page from shared/site. `npm run wordpress:generate` writes them;
// plugin-data.test.ts fails when a checked-in file differs from what this makes.
import { REMOTE_NAMES, REMOTES, tagName } from '../../registry/remotes';
import { CONTRACTS } from '../../bundling/contracts';
import { moduleSchema } from '../../bundling/props-schema-document';
import { ROUTE_NAMES, SITE_LIMITS, type RouteName } from '@schaufenster/shared/site';
import { QUERY_PLACEHOLDER, QUERY_ROUTES } from '@schaufenster/shared/site/defaults';
import { ROUTE_DESCRIPTIONS, BRAND_DESCRIPTIONS, NAVIGATION_DESCRIPTION } from '@schaufenster/shared/site/site-docs';
import demoSite from '@schaufenster/shared/site/demo-site.json';
import type { JsonSchema } from '@schaufenster/shared/props';

/** Where the plugin reads its generated files. */
export const GENERATED_DIR = 'integrations/wordpress/schaufenster/generated';

/** The settings page's German name of each route (the type demands one per route). */
const ROUTE_LABELS: Record<RouteName, string> = {
  home: 'Startseite',
  search: 'Suche',
  helpSearch: 'Hilfesuche',
  cart: 'Warenkorb',
  checkout: 'Kasse',
  account: 'Kontoübersicht',
  orders: 'Meine Bestellungen',
  returns: 'Rücksendungen',
  authenticate: 'Anmeldung',
  logout: 'Abmelden',
  terms: 'AGB',
  privacy: 'Datenschutz',
  orderConfirmation: 'Bestellbestätigung',
};

/**
 * The settings page's German messages, one per rule of shared/site/site-config.ts (`%s`: the field's German name);
 * the rules themselves are the constants below, read from the same source as the widgets' validator.
 */
const MESSAGES = {
  href: '%s: Erwartet wird ein Pfad, der mit genau einem „/“ beginnt (z. B. „/korb/“), oder eine http(s)-URL.',
  query: `%s: Die Adresse braucht ${QUERY_PLACEHOLDER} an der Stelle des Suchtexts, z. B. „/?s=${QUERY_PLACEHOLDER}“.`,
  label: '%s: Erwartet wird ein Text mit 1 bis %d Zeichen.',
  alt: '%s: Höchstens %d Zeichen.',
  navigation: '%s: Höchstens %d Links; die übrigen fallen weg.',
} as const;

/** The site configuration's rules for the PHP validator of the settings page. */
export function siteRules() {
  return {
    routes: Object.fromEntries(
      ROUTE_NAMES.map((name) => [name, { label: ROUTE_LABELS[name], kind: QUERY_ROUTES.includes(name) ? 'query' : 'href', help: ROUTE_DESCRIPTIONS[name].de, default: (demoSite.routes as Partial<Record<RouteName, string>>)[name] ?? '' }]),
    ),
    brand: { name: BRAND_DESCRIPTIONS.name.de, logo: BRAND_DESCRIPTIONS.logo.de, alt: BRAND_DESCRIPTIONS.alt.de },
    navigation: NAVIGATION_DESCRIPTION.de,
    placeholder: QUERY_PLACEHOLDER,
    limits: SITE_LIMITS,
    messages: MESSAGES,
  };
}

/** Each block's German title in the inserter (a widget tag without one fails the generation). */
const BLOCK_TITLES: Readonly<Record<string, string>> = {
  header: 'Kopfzeile',
  auth: 'Anmeldung',
  'auth/password-change': 'Passwort ändern',
  search: 'Suche',
  'search/results': 'Suchergebnisse',
  minicart: 'Warenkorb',
  'minicart/buy-button': 'Kaufen-Button',
  'minicart/product-view': 'Produktansicht',
  address: 'Adressen',
  'address/checkout': 'Kasse mit Adresse',
};

/** A prop's settings as the block editor shows them: what JSON Schema says of it, without the English texts. */
function editorProperty(property: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(property).filter(([key]) => !key.startsWith('x-')));
}

/** One block per widget tag: its name, German title and help, its props' schema, fallback, min-height and load. */
export function blockDefinitions() {
  return REMOTE_NAMES.flatMap((remote) =>
    Object.keys(REMOTES[remote].exposes).map((exposed) => {
      const module = exposed.slice(2);
      const contract = CONTRACTS[remote][module];
      if (contract === undefined) throw new Error(`${remote} exposes ${module} without a props contract`);
      const schema = moduleSchema(remote, module, contract);
      const widget = tagName(remote, module);
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const title = BLOCK_TITLES[widget];
      if (title === undefined) throw new Error(`the block of widget tag ${widget} has no title in BLOCK_TITLES`);
      return {
        name: `schaufenster/${widget.replace('/', '-')}`,
        widget,
        title: `Schaufenster: ${title}`,
        description: schema.description,
        properties: Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, editorProperty(property)])),
        required: schema.required ?? [],
        oneOf: schema.oneOf,
        example: contract.example,
        fallback: contract.fallback,
        minHeight: contract.minHeight,
        load: contract.load,
      };
    }),
  );
}

/** The generated files by name, as they are checked in (JSON, two spaces, a final newline). */
export function generatedFiles(): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return { 'blocks.json': json(blockDefinitions()), 'site-rules.json': json(siteRules()) };
}
