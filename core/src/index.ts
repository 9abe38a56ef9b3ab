export * from './enums';
export * from './limits';
export * from './contracts/errors';
export * from './contracts/health';
export * from './contracts/auth';
export * from './contracts/opportunity-data';
export * from './display';
export * from './domain';
