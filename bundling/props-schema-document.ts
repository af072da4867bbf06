import { toJsonSchema, type Description, type JsonSchema, type ModuleContract, type RemoteContract } from '@schaufenster/shared/props';
import { fillRoutes } from '@schaufenster/shared/site';
import { SITE_EXAMPLE } from '@schaufenster/shared/site/site-docs';
import { exampleTag } from '../loader/tag-markup';
import { tagName } from '../registry/remotes';

// props.schema.json: the build's JSON Schema of a remote's props contracts, for the CMS team's tools and the tag checker.

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
    // The fallback's links as the site example of the catalog names its routes; x-fallback keeps the route names.
    'x-example-tag': exampleTag(widget, contract.example, { ...contract, fallback: fillRoutes(contract.fallback, SITE_EXAMPLE.routes) }),
    'x-fallback': contract.fallback,
    'x-min-height': contract.minHeight,
    'x-load': contract.load,
    'x-answers': contract.answers ?? [],
  };
}

/** The keywords props.schema.json uses beyond JSON Schema's own (validators must be told of them). */
export const SCHEMA_EXTENSIONS = ['x-description-en', 'x-example-tag', 'x-fallback', 'x-min-height', 'x-load', 'x-answers', 'x-widget', 'x-version'] as const;

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
