export * from './constants/index.js';
export * from './domain/index.js';
export * from './schemas/index.js';
