export * from './rules.js';
export * from './schemas/index.js';
