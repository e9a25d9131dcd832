/** Injected by vite.config.ts `define` from web/package.json. */
declare const __APP_VERSION__: string;
