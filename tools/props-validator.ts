import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { choiceFailure, type JsonSchema } from '@schaufenster/shared/props';
import { SCHEMA_EXTENSIONS } from '../bundling/props-schema-document';

/** One reason a tag's props fail: the dotted field path (`(root)` for the object), as the loader names it. */
export interface PropsProblem {
  path: string;
  reason: string;
}

/** The keys of a `oneOf` that only says "exactly one of these props" (shared/props exactlyOneOf), else undefined. */
function choiceKeys(error: ErrorObject): string[] | undefined {
  if (error.keyword !== 'oneOf' || !Array.isArray(error.schema)) return undefined;
  const keys = (error.schema as unknown[]).map((branch) => {
    const required = typeof branch === 'object' && branch !== null && Object.keys(branch).length === 1 ? (branch as { required?: unknown }).required : undefined;
    return Array.isArray(required) && required.length === 1 && typeof required[0] === 'string' ? required[0] : undefined;
  });
  return keys.every((key) => key !== undefined) ? keys : undefined;
}

/** The failure of such a choice in the loader's words (the branches' own `required` errors say less). */
function choiceProblem(error: ErrorObject, keys: readonly string[], segments: readonly string[]): PropsProblem | undefined {
  const data: unknown = error.data;
  const given = typeof data === 'object' && data !== null ? keys.filter((key) => Object.hasOwn(data, key)) : [];
  const failure = choiceFailure(keys, given);
  return failure && { path: [...segments, failure.field].join('.'), reason: failure.reason };
}

function problemOf(error: ErrorObject): PropsProblem {
  const segments = error.instancePath.split('/').slice(1).map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const keys = choiceKeys(error);
  const choice = keys && choiceProblem(error, keys, segments);
  if (choice) return choice;
  const params = error.params as { missingProperty?: string; additionalProperty?: string; allowedValues?: unknown[] };
  if (error.keyword === 'required' && params.missingProperty) return { path: [...segments, params.missingProperty].join('.'), reason: 'is required' };
  if (error.keyword === 'additionalProperties' && params.additionalProperty) {
    return { path: [...segments, params.additionalProperty].join('.'), reason: 'is not a known prop' };
  }
  const reason = error.keyword === 'enum' ? `must be one of ${JSON.stringify(params.allowedValues)}` : (error.message ?? error.keyword);
  return { path: segments.length > 0 ? segments.join('.') : '(root)', reason };
}

/** Validates tag props against props.schema.json documents (the build's output, or a version's). */
export class PropsValidator {
  // verbose: errors carry their schema and data, which a choice's message needs (choiceProblem). strictRequired
  // would refuse a choice's `oneOf: [{ required: [key] }]`: it looks for the key's definition in the branch only,
  // where the props object above defines it (and toJsonSchema derives every other `required` from `properties`).
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, verbose: true });
  private readonly documents = new Map<string, string>();

  constructor(documents: Iterable<JsonSchema>) {
    this.ajv.addVocabulary([...SCHEMA_EXTENSIONS]);
    for (const document of documents) {
      this.ajv.addSchema(document);
      this.documents.set(String(document['x-widget']), String(document.$id));
    }
  }

  /** The remotes this validator has a schema for. */
  remotes(): string[] {
    return [...this.documents.keys()];
  }

  /** The exposed modules of a remote (`mount`, `buy-button`), empty for an unknown remote. */
  modules(remote: string): string[] {
    const id = this.documents.get(remote);
    const document = id ? (this.ajv.getSchema(id)?.schema as JsonSchema | undefined) : undefined;
    return Object.keys((document?.$defs as Record<string, unknown> | undefined) ?? {});
  }

  /** The problems of one tag's props, one per field path; empty when they pass. Like `mount`, null props count as `{}`. */
  validate(remote: string, module: string, props: unknown): PropsProblem[] {
    const validate = this.compiled(remote, module);
    if (validate(props ?? {})) return [];
    const errors = validate.errors ?? [];
    // A failed choice says it all; its branches' `required` errors would name every key as missing.
    const choices = errors.filter((error) => choiceKeys(error) !== undefined).map((error) => `${error.schemaPath}/`);
    const problems = new Map<string, PropsProblem>();
    // A value that fails `anyOf` (e.g. string or null) reports each branch: the first reason per path is enough.
    for (const problem of errors.filter((error) => !choices.some((choice) => error.schemaPath.startsWith(choice))).map(problemOf)) {
      if (!problems.has(problem.path)) problems.set(problem.path, problem);
    }
    return [...problems.values()];
  }

  private compiled(remote: string, module: string): ValidateFunction {
    const id = this.documents.get(remote);
    const validate = id && this.modules(remote).includes(module) ? this.ajv.getSchema(`${id}#/$defs/${module}`) : undefined;
    if (!validate) throw new Error(`no props schema for ${remote}/${module}`);
    return validate;
  }
}
