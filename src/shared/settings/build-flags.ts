/**
 * Set by vite.config.ts at build time; the local build may reach the API on loopback and run on
 * loopback pages, the store builds never do. Tests without a build see the store value.
 */
declare const __LOCAL_BUILD__: boolean | undefined;

export const LOCAL_BUILD: boolean = typeof __LOCAL_BUILD__ === 'boolean' ? __LOCAL_BUILD__ : false;
