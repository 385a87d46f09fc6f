export * from './codes-2026.ts';
export * from './config-versions.ts';
export * from './firmware-ids.ts';
export * from './limit-type-2026.ts';
export * from './livedata-2026.ts';
export * from './settings-2026.ts';
export * from './system-status-2026.ts';
export * from './write-endpoints-2026.ts';
