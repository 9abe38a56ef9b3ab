// Injected by the server build (build.mjs); tsx and tests fall back to 'dev'.
declare const __APP_VERSION__: string | undefined;
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
