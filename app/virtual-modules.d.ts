/** Where the browser's code starts, from the client build's manifest (vite.config.ts). */
declare module "virtual:client-entry" {
  const entry: { module: string; imports: string[] };
  export default entry;
}

/** A script's code, minified, to inline in a page (scripts/build/vite-plugins.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
