export * from './enums';
export * from './limits';
export * from './contracts/errors';
export * from './contracts/health';
export * from './contracts/auth';
