export * from './auth.js';
export * from './error.js';
export * from './fields.js';
export * from './user.js';
export * from './habits.js';
export * from './billing.js';
export * from './premium.js';
export * from './settings.js';
