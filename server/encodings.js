// @ts-check
/**
 * Which copy of a file a request gets, by its Accept-Encoding (RFC 9110, 12.5.3), read
 * by negotiator (the parser Express uses): a q of 0 means never, the highest q wins,
 * `*` stands for every coding the header does not name, and `identity` (the file as it
 * is) is acceptable unless the header refuses it by name or through `*`.
 *
 * - Among codings the client likes equally, the smallest copy goes: brotli, then gzip,
 *   then the file as it is.
 * - No header: the file as it is. RFC 9110 would allow any coding, but a client that
 *   says nothing may decode nothing; nginx sends the file as it is too.
 * - Nothing acceptable left (`identity;q=0` alone, `*;q=0`, `br;q=0, gzip;q=0,
 *   identity;q=0`, or a file without copies under any of these): the file as it is,
 *   not a 406. RFC 9110 (12.1, 15.5.7) lets a server choose to disregard the header
 *   rather than refuse; a 406 helps no real client, a 404 page would become a 406, and
 *   nginx sends the file as it is here as well.
 */
import Negotiator from "negotiator";

/** @typedef {"br" | "gzip" | "identity"} Coding */

/** The server's order among codings of equal q: the smallest copy first. */
const PREFERENCE = ["br", "gzip", "identity"];
/**
 * Each chooser remembers its answer for the headers it has seen: browsers send a handful
 * of values, and parsing one costs some 20 times a plain word match. Bounded, since
 * headers are the client's to choose: at most this many, each at most MEMO_KEY_LENGTH
 * characters (longer ones are read each time), the whole memo dropped when full.
 */
const MEMO_SIZE = 256;
const MEMO_KEY_LENGTH = 256;

/** @type {Map<string, (header: string | undefined) => Coding>} */
const choosers = new Map();

/**
 * The chooser for a file with these copies; files with the same copies share one.
 * @param {{ br: boolean, gzip: boolean }} copies which precompressed copies the file has
 * @returns {(header: string | undefined) => Coding} the Accept-Encoding header → the coding to send
 */
export function encodingChooser({ br, gzip }) {
  /** @type {Coding[]} */
  const available = ["identity"];
  if (gzip) available.unshift("gzip");
  if (br) available.unshift("br");
  const key = available.join();
  const known = choosers.get(key);
  if (known) return known;

  /** @type {Map<string, Coding>} */
  const memo = new Map();
  /** @type {(header: string | undefined) => Coding} */
  const choose =
    available.length === 1
      ? () => "identity" // nothing else to send, whatever the header says
      : (header) => {
          if (header === undefined) return "identity";
          const remembered = memo.get(header);
          if (remembered) return remembered;
          const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
          const chosen = /** @type {Coding | undefined} */ (
            negotiator.encoding(available, { preferred: PREFERENCE })
          );
          const coding = chosen ?? "identity";
          if (header.length <= MEMO_KEY_LENGTH) {
            if (memo.size >= MEMO_SIZE) memo.clear();
            memo.set(header, coding);
          }
          return coding;
        };
  choosers.set(key, choose);
  return choose;
}
