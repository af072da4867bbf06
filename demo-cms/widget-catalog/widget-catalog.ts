import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Description, JsonSchema } from '@schaufenster/shared/props';
import { fillRoutes } from '@schaufenster/shared/site';
import { SITE_EXAMPLE } from '@schaufenster/shared/site/site-docs';
import type { RegistryEntry } from '../../registry/registry';
import { readRegistry, releasedVersions } from '../../registry/registry-files';
import { type HaltFigures, latestHalt, readHistory } from '../../registry/release-history';
import { percentOf } from '../../widget-server/field-data/rollout-vitals';
import type { MountWindows } from '../../widget-server/field-data/mount-windows';
import type { RouteVersionVitals, VersionVitals } from '../../widget-server/field-data/page-vitals-store';
import { moduleVitals, type RolloutVitalRow, rolloutVitals, type VitalsRow } from './widget-catalog-vitals';
import { type EnvironmentCounts, moduleCounts } from './widget-catalog-counts';
import { isLoadStrategy, type LoadStrategy } from '../../shared/props/load-strategy';
import { tagName } from '../../registry/remotes';
import loadTexts from '../load-texts.json';

/** What each load strategy means, for the CMS team (German) and widget teams (English); the type demands one per strategy. */
export const LOAD_TEXTS: Record<LoadStrategy, Description> = loadTexts;

/** How the preview form edits a prop: a choice, yes/no, a text, or JSON for anything structured. */
export type ControlKind = 'enum' | 'boolean' | 'text' | 'json';

/** One row of a module's props table, with its control in the preview form. */
export interface PropRow {
  name: string;
  type: string;
  required: boolean;
  /** The props of a choice this prop belongs to (exactly one of them is given; props.schema.json's oneOf), else none. */
  choice?: string;
  default?: string;
  description: string;
  descriptionEn: string;
  control: ControlKind;
  options: string[];
  /** The control's start value: the example's value (JSON for json controls), else empty. */
  value: string;
}

/** One exposed module of a remote, as the catalog shows it. */
export interface CatalogModule {
  widget: string;
  description: string;
  descriptionEn: string;
  props: PropRow[];
  exampleProps: string;
  exampleTag: string;
  /** What the example tag holds and its min-height (px), kept when an editor changes the props in the preview. */
  fallback: string;
  minHeight: number;
  /** The default `data-load` of the version's props.schema.json (eager for versions from before `data-load`). */
  load: LoadStrategy;
  loadText: string;
  loadTextEn: string;
  /** Mount counts per environment (the catalog's own first), each version over 24 hours, 7 days and since ever. */
  counts: EnvironmentCounts[];
  /** The p75 of each vital per route and version over the last 7 days, in the catalog's environment. */
  vitals: VitalsRow[];
  /** A running rollout's INP and LCP beside the current version's; empty without a rollout. */
  rolloutVitals: RolloutVitalRow[];
}

/** What the catalog shows beside the registry: mount counts, and speed insights of the catalog's environment. */
export interface CatalogFigures {
  windows: MountWindows;
  routeVitals: readonly RouteVersionVitals[];
  versionVitals: readonly VersionVitals[];
}

/** One remote of the registry, as the catalog shows it. */
export interface CatalogRemote {
  name: string;
  version: string;
  rollout?: { version: string; percent: number };
  versions: string[];
  modules: CatalogModule[];
  /** Why the remote has no props schema to show (e.g. released before schemas were emitted). */
  missingSchema?: string;
  /** The notice of a rollout the server halted, while that halt is the remote's latest step (haltNotice). */
  halted?: string;
}

/** The catalog's notice of a halted rollout: `Rollout 1.1.0 automatisch gestoppt: 5 von 60 Aufrufen fehlgeschlagen (8,3 %)`. */
export function haltNotice({ version, failed, views }: HaltFigures): string {
  const count = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
  return `Rollout ${version} automatisch gestoppt: ${count.format(failed)} von ${count.format(views)} Aufrufen fehlgeschlagen (${percentOf(failed / views, 'de-DE')} %)`;
}

/** A JSON Schema type, readably: `"a" | "b"`, `string[]`, `string | null`. */
export function typeLabel(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeLabel).join(' | ');
  if (schema.type === 'array') {
    const items = schema.items ? typeLabel(schema.items as JsonSchema) : 'unknown';
    return items.includes(' | ') ? `(${items})[]` : `${items}[]`;
  }
  return typeof schema.type === 'string' ? schema.type : 'unknown';
}

function controlOf(schema: JsonSchema): ControlKind {
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) return 'enum';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'string') return 'text';
  return 'json';
}

/** The keys of a module's choice, `oneOf` of one `required` key each (shared/props exactlyOneOf), else none. */
function choiceOf(schema: JsonSchema): string[] {
  const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]) : [];
  const keys = branches.map((branch) => (Array.isArray(branch.required) && branch.required.length === 1 ? String(branch.required[0]) : undefined));
  return keys.every((key) => key !== undefined) ? keys : [];
}

function propRows(schema: JsonSchema, example: Record<string, unknown>): PropRow[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const choice = choiceOf(schema);
  return Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {}).map(([name, property]) => {
    const control = controlOf(property);
    const value = example[name];
    return {
      name,
      type: typeLabel(property),
      required: required.has(name),
      choice: choice.includes(name) ? choice.join(', ') : undefined,
      default: 'default' in property ? JSON.stringify(property.default) : undefined,
      description: String(property.description ?? ''),
      descriptionEn: String(property['x-description-en'] ?? ''),
      control,
      options: control === 'enum' ? (property.enum as string[]) : [],
      value: value === undefined ? '' : control === 'json' ? JSON.stringify(value) : String(value),
    };
  });
}

async function readSchema(widgetsDir: string, remote: string, version: string): Promise<JsonSchema | undefined> {
  const file = path.join(widgetsDir, remote, version, 'props.schema.json');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as JsonSchema) : undefined;
}

async function catalogRemote(widgetsDir: string, name: string, entry: RegistryEntry, figures: CatalogFigures, environment?: string, halt?: HaltFigures): Promise<CatalogRemote> {
  const remote: CatalogRemote = {
    name,
    version: entry.version,
    rollout: entry.rollout && { version: entry.rollout.version, percent: entry.rollout.percent },
    ...(halt && { halted: haltNotice(halt) }),
    versions: (await releasedVersions(widgetsDir, name)).reverse(),
    modules: [],
  };
  const schema = await readSchema(widgetsDir, name, entry.version);
  if (!schema) return { ...remote, missingSchema: `${name}@${entry.version} hat keine props.schema.json.` };
  for (const [module, moduleSchema] of Object.entries(schema.$defs as Record<string, JsonSchema>)) {
    const widget = tagName(name, module);
    const example = ((moduleSchema.examples as unknown[] | undefined)?.[0] ?? {}) as Record<string, unknown>;
    const declared = String(moduleSchema['x-load'] ?? 'eager');
    const load = isLoadStrategy(declared) ? declared : 'eager';
    remote.modules.push({
      widget,
      description: String(moduleSchema.description ?? ''),
      descriptionEn: String(moduleSchema['x-description-en'] ?? ''),
      props: propRows(moduleSchema, example),
      exampleProps: JSON.stringify(example),
      exampleTag: String(moduleSchema['x-example-tag'] ?? ''),
      // Versions from before the placeholder carry none; its links as in x-example-tag (the catalog's site example).
      fallback: fillRoutes(String(moduleSchema['x-fallback'] ?? ''), SITE_EXAMPLE.routes),
      minHeight: Number(moduleSchema['x-min-height'] ?? 0) || 0,
      load,
      loadText: LOAD_TEXTS[load].de,
      loadTextEn: LOAD_TEXTS[load].en,
      counts: moduleCounts(figures.windows, widget, environment),
      vitals: moduleVitals(figures.routeVitals, widget),
      rolloutVitals: entry.rollout ? rolloutVitals(figures.versionVitals, widget, entry.version, entry.rollout.version) : [],
    });
  }
  return remote;
}

/**
 * The catalog of the environment's registry: every remote with its current version (and rollout), all
 * released versions, and per exposed module the props table of the current version's props.schema.json,
 * the example tag, the mount counts per environment and version (last 24 hours, last 7 days, since ever) and the p75
 * of the vitals per route and version over the last 7 days (a rollout's INP and LCP beside the current version's), and
 * a rollout the server halted, with the figures that halted it.
 */
export async function widgetCatalog(widgetsDir: string, environment: string | undefined, figures: CatalogFigures): Promise<CatalogRemote[]> {
  const registry = await readRegistry(widgetsDir, environment);
  const history = await readHistory(widgetsDir, environment);
  return Promise.all(
    Object.entries(registry.remotes).map(([name, entry]) => catalogRemote(widgetsDir, name, entry, figures, environment, latestHalt(history.remotes[name] ?? [])?.halt)),
  );
}
