import type { Struct } from 'superstruct';
import { toJsonSchema, type JsonSchema } from '@schaufenster/shared/props';
import type { LoadStrategy } from './load-strategy';
import { exampleTag, tagName } from './tag-markup';

/** A text for the CMS team in German, with the English one for widget teams. */
export interface Description {
  de: string;
  en: string;
}

/** What a CMS editor needs to know about one exposed module: its props schema, what each prop means, an example. */
export interface ModuleContract<T extends object = object> {
  props: Struct<T, unknown>;
  description: Description;
  /** One description per top-level prop (the type demands every one). */
  fields: { [K in keyof NoInfer<T>]-?: Description };
  /** Props of the example tag; they must pass the schema (tested). */
  example: NoInfer<T>;
  /** When the loader fetches the module's remote unless a tag says otherwise (`data-load`; the loader's copy is widgets/load-strategy.ts). */
  load: LoadStrategy;
}

/** A remote's contract: one entry per exposed module, keyed as the tag names it after the slash (`mount`, `buy-button`). */
export type RemoteContract = Record<string, ModuleContract>;

/** Types one module's contract against its props schema (descriptions for exactly its props, a fitting example). */
export function moduleContract<T extends object>(contract: ModuleContract<T>): ModuleContract {
  // Struct is invariant in its value type; past this check, consumers only read the schema generically.
  return contract as unknown as ModuleContract;
}

/** The JSON Schema of one module's props, with the descriptions, the example and its tag. */
export function moduleSchema(remote: string, module: string, contract: ModuleContract): JsonSchema {
  const schema = toJsonSchema(contract.props);
  const properties = schema.properties as Record<string, JsonSchema>;
  const fields = contract.fields as Record<string, Description>;
  const widget = tagName(remote, module);
  return {
    title: widget,
    description: contract.description.de,
    'x-description-en': contract.description.en,
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, property]) => [key, { description: fields[key]?.de, 'x-description-en': fields[key]?.en, ...property }]),
    ),
    examples: [contract.example],
    'x-example-tag': exampleTag(widget, contract.example),
    'x-load': contract.load,
  };
}

/** The keywords props.schema.json uses beyond JSON Schema's own (validators must be told of them). */
export const SCHEMA_EXTENSIONS = ['x-description-en', 'x-example-tag', 'x-load', 'x-widget', 'x-version'] as const;

/** `props.schema.json` of one remote version: one subschema per exposed module under `$defs`. */
export function propsSchemaDocument(remote: string, version: string, contract: RemoteContract): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${remote}/${version}/props.schema.json`,
    title: `Props of ${remote} ${version}`,
    'x-widget': remote,
    'x-version': version,
    $defs: Object.fromEntries(Object.entries(contract).map(([module, moduleContract]) => [module, moduleSchema(remote, module, moduleContract)])),
  };
}
