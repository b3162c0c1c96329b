export * from './account.js';
export * from './auth.js';
export * from './catalog.js';
export * from './common.js';
export * from './console.js';
export * from './search.js';
export * from './pick.js';
export * from './trend.js';
