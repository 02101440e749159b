export * from './auth.js';
export * from './plans.js';
export * from './messages.js';
export * from './common-passwords.js';
export * from './habits.js';
export * from './site.js';
export * from './premium.js';
export * from './routes.js';
