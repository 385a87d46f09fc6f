export * from './battery-live.ts';
export * from './huawei-live.ts';
export * from './limits.ts';
export * from './vedirect-live.ts';
