// The builder's pure rules (ADR 029): shared by the server (generation, checks) and the page.
export * from './facts';
