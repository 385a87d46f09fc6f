export * from './build-capabilities.ts';
export * from './detect-generation.ts';
export * from './generation-ids.ts';
export * from './generation-rules.ts';
export * from './git-hash.ts';
