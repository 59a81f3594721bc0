// @ts-check
/**
 * fast-check generators of Accept-Encoding headers, and what RFC 9110 (12.5.3) says each
 * one accepts, for the property test that holds the Node server and nginx to it
 * (server/against-nginx.test.js).
 *
 * Most headers follow the grammar, `#( codings [ OWS ";" OWS "q=" qvalue ] )`, with each
 * coding named once: for those the generator knows what the client meant, so the test
 * can say which coding is refused and which one the highest q names. The rest are odd
 * (a stray comma, `q=abc`, a repeated coding, bytes): there only the body and `Vary`
 * are checked.
 */
import fc from "fast-check";
import { ENCODING } from "./odd-requests.js";
import { ASSET, CALENDAR } from "./test-fixture.js";

/** @typedef {"br" | "gzip" | "identity"} Coding */
/**
 * @typedef {object} Entry one coding the header names
 * @property {string} name as sent: any case, `*` included
 * @property {number | undefined} q undefined: no weight (q=1)
 * @property {string} text the whole entry as sent, weight included
 * @property {string} before what separates it from the previous entry
 */
/**
 * @typedef {object} EncodingRequest
 * @property {string} path
 * @property {string | undefined} header undefined: no Accept-Encoding at all
 * @property {Entry[] | undefined} entries undefined for an odd header
 */

/** qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ), spelled as sent. */
const QVALUES = /** @type {const} */ ([
  ["0", 0],
  ["0.0", 0],
  ["0.000", 0],
  ["0.", 0],
  ["0.001", 0.001],
  ["0.1", 0.1],
  ["0.5", 0.5],
  ["0.50", 0.5],
  ["0.9", 0.9],
  ["0.999", 0.999],
  ["1", 1],
  ["1.", 1],
  ["1.000", 1],
]);

const NAME = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("br", "gzip", "identity", "*") },
  fc.constantFrom("BR", "Gzip", "GZIP", "Identity", "deflate", "zstd", "compress"),
);

const ENTRY = fc
  .record({
    name: NAME,
    weight: fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, fc.constantFrom(...QVALUES)),
    semicolon: fc.constantFrom(";q=", ";q=", " ; q=", ";Q=", "; q="),
    // OWS after the comma: nothing, spaces, now and then a tab
    before: fc.constantFrom(", ", ", ", ",", " ,  ", ",\t"),
  })
  .map(({ name, weight, semicolon, before }) => ({
    name,
    q: weight?.[1],
    text: weight ? `${name}${semicolon}${weight[0]}` : name,
    before,
  }));

/** The paths asked for: pages, an asset, a calendar, and each language's 404 page. */
const ENCODED_PATHS = ["/", "/vision", "/es/", ASSET, CALENDAR, "/nope", "/es/nope"];

/** A header and the path it is sent for. @type {fc.Arbitrary<EncodingRequest>} */
export const encodingRequest = fc
  .record({ path: fc.constantFrom(...ENCODED_PATHS) })
  .chain(({ path }) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .uniqueArray(ENTRY, { selector: (entry) => entry.name.toLowerCase(), maxLength: 6 })
          .map((entries) => ({
            path,
            header: entries
              .map((entry, index) => (index ? entry.before : "") + entry.text)
              .join(""),
            entries,
          })),
      },
      {
        weight: 1,
        arbitrary: fc.constant(
          /** @type {EncodingRequest} */ ({ path, header: undefined, entries: [] }),
        ),
      },
      {
        weight: 2,
        arbitrary: fc
          .oneof(
            // under both servers' header limits: this property is about the coding
            ENCODING.filter((header) => header.length < 8000),
            fc.constantFrom("gzip;q=0, gzip", "gzip;level=1", "gzip;q=1.5", "gzip;q=", "x-gzip"),
            fc.string({ unit: fc.constantFrom(..." ,;=q*.01\tgzipbrGZIP"), maxLength: 24 }),
          )
          .map((header) => ({ path, header, entries: undefined })),
      },
    ),
  );

/**
 * The q the header gives a coding: its own entry's, else `*`'s; a coding it does not
 * name is refused, except identity, which is then acceptable ("implicit").
 * @param {Entry[]} entries @param {Coding} coding
 * @returns {number | "implicit"}
 */
function qualityOf(entries, coding) {
  const own = entries.find(({ name }) => name.toLowerCase() === coding);
  const any = entries.find(({ name }) => name === "*");
  const entry = own ?? any;
  if (entry) return entry.q ?? 1;
  return coding === "identity" ? "implicit" : 0;
}

/** @param {Entry[]} entries @param {Coding} coding */
export const refuses = (entries, coding) => qualityOf(entries, coding) === 0;

/**
 * What a server that has these codings must send (RFC 9110, 12.5.3, and the choices of
 * server/encodings.js): the acceptable one of the highest q, the smallest of equals
 * (its order in `codings`); identity, not named, after every named one; and the file as
 * it is when nothing acceptable is left.
 * @param {Entry[]} entries @param {Coding[]} codings the server's, in its order of preference
 * @returns {Coding}
 */
export function expectedCoding(entries, codings) {
  const rank = (/** @type {Coding} */ coding) => {
    const q = qualityOf(entries, coding);
    return q === "implicit" ? Number.MIN_VALUE : q;
  };
  let best = /** @type {Coding | undefined} */ (undefined);
  for (const coding of codings) {
    if (rank(coding) > 0 && (best === undefined || rank(coding) > rank(best))) best = coding;
  }
  return best ?? "identity";
}
