export * from './detect-generation.ts';
export * from './generation-ids.ts';
export * from './generation-rules.ts';
export * from './git-hash.ts';
export * from './page-access.ts';
