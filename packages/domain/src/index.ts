export * from './constants.js';
export * from './display.js';
export * from './errors.js';
export * from './money.js';
export * from './schemas/catalog.js';
export * from './schemas/common.js';
