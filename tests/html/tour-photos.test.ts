import { expect, test } from "vitest";
import { PHOTO_HOST_SECTION, STOCK_PHOTO_ORIGIN } from "../../app/content/tour-rules";
import { STOCK_HOST_USED, localePath, locales, tourStops } from "../e2e/site-data";
import { fetched, open, request } from "./served";

/*
 * The tour's photos as the site serves them (docs/decisions/0026-the-schools-own-photos.md):
 * each stop's card shows its photo from where the content says, an uploaded one from the
 * site itself in AVIF and WebP with a JPEG fallback, cached for good; and what names the
 * stock photo host (the policy's img-src, the privacy policy's and the terms' paragraph
 * about it) is there exactly while a stop's photo is of that host. The shipped content
 * uses the stock host; `npm run check:variant` runs these on a copy whose stops are all
 * uploaded.
 */

test("the pages' policy allows images from the stock host exactly while a stop uses it", async () => {
  const { headers } = await request("/");
  const policy = headers.get("content-security-policy") ?? "";
  const images = /(?:^|; )img-src ([^;]*)/.exec(policy)?.[1]?.split(" ");
  expect(images).toEqual(["'self'", "data:", ...(STOCK_HOST_USED ? [STOCK_PHOTO_ORIGIN] : [])]);
});

for (const { code: locale } of locales) {
  test(`${localePath(locale, "/privacy")} and /terms speak of the stock host exactly while a stop uses it`, async () => {
    for (const page of ["/privacy", "/terms"]) {
      await open(localePath(locale, page));
      expect(document.getElementById(PHOTO_HOST_SECTION) !== null, page).toBe(STOCK_HOST_USED);
    }
  });

  test(`${localePath(locale, "/")}: each stop's card shows its photo from where the content says`, async () => {
    await open(localePath(locale, "/"));
    for (const [index, stop] of tourStops(locale).entries()) {
      const card = document.getElementById(`tour-${index + 1}`);
      const image = card?.querySelector("picture img, img[srcset]");
      const files = [image?.getAttribute("src") ?? "", ...srcset(image?.getAttribute("srcset"))];
      if (stop.source.kind === "stock") {
        for (const file of files) expect(file.startsWith(`${stop.source.src}?`), file).toBe(true);
        continue;
      }
      // Uploaded: AVIF, then WebP, then the <img>'s JPEG, every width from the site itself.
      const sources = [...(card?.querySelectorAll("picture source") ?? [])];
      expect(sources.map((source) => source.getAttribute("type"))).toEqual([
        "image/avif",
        "image/webp",
      ]);
      expect(image?.getAttribute("width")).toBe("800");
      expect(image?.getAttribute("height")).toBe("600");
      const stem =
        stop.source.file
          .split("/")
          .at(-1)
          ?.replace(/\.\w+$/, "") ?? "";
      for (const [format, list] of [
        ["avif", srcset(sources[0]?.getAttribute("srcset"))],
        ["webp", srcset(sources[1]?.getAttribute("srcset"))],
        ["jpeg", files],
      ] as const) {
        for (const file of list) {
          expect(file).toMatch(new RegExp(`^/assets/tour/${stem}-\\w{10}-\\d+x\\d+\\.${format}$`));
        }
      }
      const first = srcset(sources[0]?.getAttribute("srcset"))[0] ?? "";
      const { status, headers } = await request(first);
      expect([status, headers.get("content-type")]).toEqual([200, "image/avif"]);
      expect(headers.get("cache-control")).toMatch(/immutable/);
      // And AVIF it is: its first box says so.
      expect((await fetched(first)).body.subarray(4, 12).toString("latin1")).toBe("ftypavif");
      // What the browser waits for before the photo: a tiny preview of its colours.
      expect(card?.querySelector('img[aria-hidden="true"]')?.getAttribute("src")).toMatch(
        /^data:image\/png;base64,/,
      );
    }
  });
}

/** The addresses of a srcset. */
function srcset(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);
}
