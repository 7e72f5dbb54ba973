export * from './constants.js';
export * from './pricing.js';
export * from './plans.js';
export * from './errors.js';
export * from './schemas/common.js';
export * from './schemas/accounts.js';
export * from './schemas/public.js';
