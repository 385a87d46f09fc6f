/**
 * The recorder's core, shared by the web app (IndexedDB) and the companion (SQLite): one entry, so
 * importers name the package, not its files. The test data has its own entry (`@dtu/recording/test-data`).
 */
export * from './budget.ts';
export * from './clock-readings.ts';
export * from './counters.ts';
export * from './day-book.ts';
export * from './day-energy.ts';
export * from './day-merge.ts';
export * from './device-clock.ts';
export * from './device-time.ts';
export * from './energy-picture.ts';
export * from './finder-digest.ts';
export * from './finder-history.ts';
export * from './flusher.ts';
export * from './live-observer.ts';
export * from './minute-sampler.ts';
export * from './next-task.ts';
export * from './record-json.ts';
export * from './record-store.ts';
export * from './records.ts';
export * from './remote-store.ts';
export * from './robust-stats.ts';
export * from './rollup.ts';
export * from './weak-finder.ts';
export * from './weak-inputs.ts';
