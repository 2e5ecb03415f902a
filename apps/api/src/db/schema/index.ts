// The list of every table for Drizzle and drizzle-kit. (An index of the schema folder is the one
// place a re-export list is needed: drizzle-kit and the relational query builder read it.)
export * from './enums.js';
export * from './users.js';
export * from './user-tokens.js';
export * from './sign-in-attempts.js';
export * from './captcha-solutions.js';
export * from './email-outbox.js';
