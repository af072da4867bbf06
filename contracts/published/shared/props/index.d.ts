export { atLeast, choiceFailure, exactlyOneOf, matching, sized, withJsonSchema } from './refinements.js';
export { toJsonSchema, type JsonSchema } from './props-schema.js';
export { moduleContract, type Description, type ModuleContract, type RemoteContract } from './module-contract.js';
export type { SmokeAction, SmokeInteraction, SmokeInteractions, SmokeTag, SmokeTarget } from './smoke-interaction.js';
