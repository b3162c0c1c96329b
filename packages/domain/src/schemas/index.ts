export * from './catalog.js';
export * from './common.js';
