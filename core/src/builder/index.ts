// The builder's pure rules (ADR 029): shared by the server (generation, checks) and the page.
export * from './facts';
export * from './resume-text';
export * from './starter';
export * from './fact-check';
export * from './fit-check';
export * from './composer';
export * from './fixtures';
