// For tests: the props schemas as the build would emit them, made from the source contracts (no build needed).
import type { JsonSchema } from '@schaufenster/shared/props';
import { propsSchemaDocument } from '../../bundling/props-schema-document';
import { CONTRACTS } from '../../bundling/contracts';
import { REMOTE_NAMES } from '../../registry/remotes';
import { PropsValidator } from '../props-validator';

/** Version the source schemas are labelled with. */
export const SOURCE_VERSION = '1.0.0';

/** props.schema.json of every remote at `version`, from bundling/contracts.ts. */
export function sourceSchemaDocuments(version = SOURCE_VERSION): JsonSchema[] {
  return REMOTE_NAMES.map((remote) => propsSchemaDocument(remote, version, CONTRACTS[remote]));
}

/** A validator over the source contracts. */
export function sourceValidator(): PropsValidator {
  return new PropsValidator(sourceSchemaDocuments());
}
