// Props contracts: superstruct refinements that JSON Schema can express, and the JSON Schema of a struct; the smoke interactions a remote declares for its release.
export { atLeast, choiceFailure, exactlyOneOf, matching, sized, withJsonSchema } from './refinements';
export { toJsonSchema, type JsonSchema } from './props-schema';
export { moduleContract, type Description, type ModuleContract, type RemoteContract } from './module-contract';
export type { SmokeAction, SmokeInteraction, SmokeInteractions, SmokeTag, SmokeTarget } from './smoke-interaction';
