export * from './api-response.ts';
export * from './config-file.ts';
export * from './limits.ts';
