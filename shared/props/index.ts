// Props contracts: superstruct refinements that JSON Schema can express, and the JSON Schema of a struct.
export { atLeast, choiceFailure, exactlyOneOf, matching, sized, withJsonSchema } from './refinements';
export { toJsonSchema, type JsonSchema } from './props-schema';
export { moduleContract, type Description, type ModuleContract, type RemoteContract } from './module-contract';
