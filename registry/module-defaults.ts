// Each module's load defaults as a remote version's props.schema.json records them: read in Node only (the build,
// the release scripts, the registry writer), never by the loader, which takes them from the registry.
import { isLoadStrategy, type LoadDefaults } from '../shared/props/load-strategy';
import { tagName } from './remotes';

/** The file beside each remoteEntry that holds the remote's props contracts as JSON Schema, with each module's load defaults. */
export const PROPS_SCHEMA_FILE = 'props.schema.json';

/** A module of props.schema.json as far as the registry reads it: the load defaults its contract gave. */
interface ModuleSchemaDefaults {
  'x-load'?: unknown;
  'x-answers'?: unknown;
}

/**
 * Each module's load defaults by tag name, read from a remote version's props.schema.json (`$defs` by module,
 * `x-load` and `x-answers`); undefined when it records none (a version built before they were recorded).
 */
export function moduleDefaultsOf(remote: string, propsSchema: { $defs?: Record<string, ModuleSchemaDefaults> }): Record<string, LoadDefaults> | undefined {
  const modules: Record<string, LoadDefaults> = {};
  for (const [module, { 'x-load': load, 'x-answers': answers }] of Object.entries(propsSchema.$defs ?? {})) {
    if (typeof load !== 'string' || !isLoadStrategy(load) || !Array.isArray(answers)) return undefined;
    modules[tagName(remote, module)] = { load, answers: answers.filter((answer): answer is string => typeof answer === 'string') };
  }
  return modules;
}
