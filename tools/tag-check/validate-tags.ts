import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JsonSchema } from '@schaufenster/shared/props';
import { DEFAULT_REGISTRY_FILE } from '../../registry/registry';
import { readRegistry, releasedVersions } from '../../registry/registry-files';
import { PropsValidator } from '../props-validator';
import { tagName } from '../../registry/remotes';
import { isLoadStrategy, LOAD_STRATEGIES } from '../../shared/props/load-strategy';
import type { FoundTag } from './find-tags';
import type { SourcePosition } from './html-elements';
import { nearestName } from '../../shared/props/nearest-name';

/** An expected failure of the tag check (no registry, a version that does not exist): the message says it all. */
export class TagCheckError extends Error {
  override readonly name: string = 'TagCheckError';
}

/** One thing wrong with a placed tag: where, which tag, the field path (or the attribute) and why. */
export interface TagProblem extends SourcePosition {
  file: string;
  widget: string;
  path: string;
  reason: string;
}

/** A tag whose props Liquid writes: checkable only on the rendered page. */
export interface DynamicTag extends SourcePosition {
  file: string;
  widget: string;
}

/** What checking one file's tags found. */
export interface TagCheck {
  problems: TagProblem[];
  dynamic: DynamicTag[];
}

/** A problem as the checker prints it: `file:line:column  widget  path: reason`. */
export function formatProblem(problem: TagProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.widget}  ${problem.path}: ${problem.reason}`;
}

const didYouMean = (suggestion: string | undefined) => (suggestion ? ` (did you mean "${suggestion}"?)` : '');

/** Why a tag's remote or module does not exist; undefined when both do. */
function unknownWidget(tag: FoundTag, validator: PropsValidator): string | undefined {
  if (!validator.remotes().includes(tag.remote)) return `unknown widget "${tag.widget}"${didYouMean(nearestName(tag.remote, validator.remotes()))}`;
  const modules = validator.modules(tag.remote);
  if (modules.includes(tag.module)) return undefined;
  const suggestion = nearestName(tag.module, modules);
  const known = modules.map((module) => `"${tagName(tag.remote, module)}"`).join(', ');
  return `unknown module "${tag.module}" of ${tag.remote}${suggestion ? didYouMean(tagName(tag.remote, suggestion)) : ` (it has ${known})`}`;
}

/** Why a tag's `data-load` is no load strategy (Liquid in it is checked only on the rendered page); undefined when it is fine. */
function wrongLoad(load: FoundTag['load']): string | undefined {
  if (load === undefined || /\{\{|\{%/.test(load.value) || isLoadStrategy(load.value.trim())) return undefined;
  const suggestion = nearestName(load.value.trim(), LOAD_STRATEGIES);
  return `"${load.value}" is none of ${LOAD_STRATEGIES.join(', ')}${didYouMean(suggestion)}`;
}

/**
 * Checks a file's widget tags against the props schemas: unknown widgets and modules, props (in data-props or a
 * child script) that are not JSON or given twice, props the schema rejects, a `data-load` that names no load strategy.
 */
export function checkTags(file: string, tags: readonly FoundTag[], validator: PropsValidator): TagCheck {
  const problems: TagProblem[] = [];
  const dynamic: DynamicTag[] = [];
  for (const tag of tags) {
    const report = (at: SourcePosition, field: string, reason: string) => problems.push({ file, ...at, widget: tag.widget, path: field, reason });
    const load = wrongLoad(tag.load);
    if (load && tag.load) report(tag.load.at, 'data-load', load);
    const unknown = unknownWidget(tag, validator);
    if (unknown) report(tag.at, 'data-widget', unknown);
    else if (tag.props.kind === 'dynamic') dynamic.push({ file, ...tag.at, widget: tag.widget });
    else if (tag.props.kind === 'not-json') report(tag.propsAt ?? tag.at, tag.props.field, `is not JSON: ${tag.props.error}`);
    else if (tag.props.kind === 'conflict') report(tag.propsAt ?? tag.at, 'props', tag.props.reason);
    else {
      const props = tag.props.kind === 'json' ? tag.props.value : {};
      // Without data-props only a missing required prop can fail, and the tag itself is the place to fix it.
      for (const problem of validator.validate(tag.remote, tag.module, props)) report(tag.propsAt ?? tag.at, problem.path, problem.reason);
    }
  }
  return { problems, dynamic };
}

async function readSchema(dir: string, remote: string, version: string): Promise<JsonSchema> {
  const released = await releasedVersions(dir, remote);
  if (!released.includes(version)) throw new TagCheckError(`${remote}@${version} does not exist in ${dir}; released: ${released.join(', ') || 'none'}`);
  const file = path.join(dir, remote, version, 'props.schema.json');
  if (!existsSync(file)) throw new TagCheckError(`${remote}@${version} has no props.schema.json (${file})`);
  return JSON.parse(await readFile(file, 'utf8')) as JsonSchema;
}

/** A validator over a widgets dist folder: each remote's current version in registry.json, or the version `versions` names for it. */
export async function loadPropsValidator(dir: string, versions: Readonly<Record<string, string>> = {}): Promise<PropsValidator> {
  if (!existsSync(path.join(dir, DEFAULT_REGISTRY_FILE))) throw new TagCheckError(`no ${DEFAULT_REGISTRY_FILE} in ${dir}: run npm run build first`);
  const current = Object.fromEntries(Object.entries((await readRegistry(dir)).remotes).map(([remote, entry]) => [remote, entry.version]));
  const chosen = Object.entries({ ...current, ...versions });
  return new PropsValidator(await Promise.all(chosen.map(([remote, version]) => readSchema(dir, remote, version))));
}
