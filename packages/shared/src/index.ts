export * from './user-types.js';
export * from './statuses.js';
export * from './limits.js';
export * from './messages.js';
export * from './resources.js';
export * from './routes.js';
export * from './site-api.js';
export * from './trust.js';
