export * from './badges.js';
export * from './check-in.js';
export * from './day.js';
export * from './perfect-week.js';
export * from './points.js';
export * from './streaks.js';
export * from './weekly-challenge.js';
export * from './subscription.js';
