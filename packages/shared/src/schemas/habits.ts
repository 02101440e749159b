/* The habit schemas, by topic under habits/; every importer keeps using this file or the index. */
export * from './habits/requests.js';
export * from './habits/habit.js';
export * from './habits/rewards.js';
export * from './habits/protections.js';
