/** The alert rules' pure engine, shared by the web app and the companion: one entry for importers. */
export * from './alert-check.ts';
export * from './command-failures.ts';
export * from './companion-rules.ts';
export * from './engine.ts';
export * from './event-log-facts.ts';
export * from './live-facts.ts';
export * from './rules.ts';
export * from './weak-check.ts';
export * from './weak-facts.ts';
