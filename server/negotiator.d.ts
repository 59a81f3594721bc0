// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which had no
// `preferred` option (the server's order among codings of equal q, since 1.0).
declare module "negotiator" {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(
      available?: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
  export = Negotiator;
}
