// @vitest-environment node
// @ts-check
/** Which copy a request gets, by its Accept-Encoding (RFC 9110, 12.5.3). */
import { describe, expect, it } from "vitest";
import { encodingChooser } from "./encodings.js";

const both = encodingChooser({ br: true, gzip: true });

describe("a file with brotli and gzip copies", () => {
  it.each([
    // q=0 means never
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", "identity"],
    ["br;q=0", "identity"],
    ["BR;Q=0, gzip", "gzip"],
    ["br ; q=0 , gzip", "gzip"],
    // the highest q wins
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["br;q=0.5, gzip;q=0.501", "gzip"],
    ["gzip;q=0.5, identity", "identity"],
    ["br;q=0.9, identity;q=1", "identity"],
    // equal q: the smallest copy
    ["gzip, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["br, identity", "br"],
    // * stands for what the header does not name
    ["*", "br"],
    ["br;q=0, *", "gzip"],
    ["*;q=0.5, gzip", "gzip"],
    ["gzip;q=0, br;q=0, *", "identity"],
    ["identity;q=0, *", "br"],
    // identity is acceptable unless refused by name or through *
    ["", "identity"],
    ["deflate, zstd", "identity"],
    ["x-gzip", "identity"],
    ["gzip;q=abc", "identity"],
    [",,,", "identity"],
    // nothing acceptable left: the file as it is (see encodings.js)
    ["identity;q=0", "identity"],
    ["*;q=0", "identity"],
    ["br;q=0, gzip;q=0, identity;q=0", "identity"],
  ])("%j gets %s", (header, coding) => {
    expect(both(header)).toBe(coding);
    // the second time from the memo: the same answer
    expect(both(header)).toBe(coding);
  });

  it("no header: the file as it is", () => {
    expect(both(undefined)).toBe("identity");
  });

  it("a header too long to remember is read each time, the same way", () => {
    const long = `${"deflate, ".repeat(100)}br;q=0, gzip`;
    expect(both(long)).toBe("gzip");
    expect(both(long)).toBe("gzip");
  });

  it("more headers than the memo holds are all still read right", () => {
    for (let thousandths = 1; thousandths <= 600; thousandths += 1) {
      const q = thousandths / 1000;
      expect(both(`br;q=${q.toFixed(3)}, gzip;q=0.5`)).toBe(q >= 0.5 ? "br" : "gzip");
    }
  });
});

describe("files with fewer copies", () => {
  it("gzip only: brotli is never sent, gzip when accepted", () => {
    const gzipOnly = encodingChooser({ br: false, gzip: true });
    expect(gzipOnly("br")).toBe("identity");
    expect(gzipOnly("br, gzip;q=0.1")).toBe("gzip");
    expect(gzipOnly("gzip;q=0.1, identity")).toBe("identity");
  });

  it("none (images): the file as it is, whatever the header", () => {
    const none = encodingChooser({ br: false, gzip: false });
    for (const header of [undefined, "br, gzip", "identity;q=0", "*;q=0"])
      expect(none(header)).toBe("identity");
  });

  it("files with the same copies share one chooser", () => {
    expect(encodingChooser({ br: true, gzip: true })).toBe(both);
  });
});
