export * from './types.ts';
export { FORM_SIGNER } from './signer.ts';
export { fillForm } from './fill.ts';
export { MAPPINGS, mappingFor, mappingsOf, newestMappings } from './registry.ts';
