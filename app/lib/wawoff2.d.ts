// wawoff2 ships no types; this is the one function the build uses.
declare module "wawoff2" {
  /** The TrueType (or OpenType) bytes of a WOFF2 file. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
