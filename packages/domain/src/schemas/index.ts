export * from './auth.js';
export * from './catalog.js';
export * from './common.js';
