export * from './catalog.js';
export * from './common.js';
export * from './auth.js';
