/**
 * The rules of the Virtual School Tour's stops, `app/content/<code>/tour.json`: the
 * default language's file lists the stops in order, each with its photo and category and
 * its words; every other language's file lists the same stops' words, in the same order
 * (the editor at /admin writes them so: photo and category are the default language's
 * only). One set of rules and messages for the build (app/content/gallery.ts, and the
 * photos' step, scripts/make-site/tour-photos.ts) and the editor (admin/tour-fields.tsx),
 * so an edit the build would refuse is refused in the editor with the same words.
 */
import { z } from "zod";
// By its path, not `~/`: the build's own configuration loads this module, without aliases.
import { stageShape } from "../lib/photo-url.ts";

/** The tour's categories, one per stop (SPEC.md §3); their names are in each catalog. */
export const TOUR_CATEGORIES = [
  "technology",
  "programming",
  "robotics",
  "virtual-reality",
  "collaboration",
  "innovation",
] as const;

export type TourCategory = (typeof TOUR_CATEGORIES)[number];

/** How many stops the tour has: the spec's gallery of six (SPEC.md §3, §9). */
export const TOUR_STOP_COUNT = 6;

/**
 * The stock photo host (Unsplash's image CDN): a stop's photo is either a file of the media
 * folder, which the site serves itself, or a photo of this host, which the visitor's browser
 * loads from it. Whether any stop uses it decides the CSP's img-src and the privacy page's
 * paragraph about it (docs/decisions/0026-the-schools-own-photos.md).
 */
export const STOCK_PHOTO_ORIGIN = "https://images.unsplash.com";

/**
 * The anchor of the section, in the privacy policy and in the terms, about the stock photo
 * host (`## … {#photos-heading}`): the pages show it while a stop's photo is of that host.
 */
export const PHOTO_HOST_SECTION = "photos-heading";

/** Whether a stop's photo is of the stock host. */
export function usesStockHost(stops: readonly { photo: string }[]): boolean {
  return stops.some(({ photo }) => sourceOf(photo).kind === "stock");
}

/** A page about the site as shown: without its section about the stock host when no stop uses it. */
export function withoutUnusedHost<Page extends { sections: readonly { id: string }[] }>(
  page: Page,
  stockHostUsed: boolean,
): Page {
  if (stockHostUsed) return page;
  return { ...page, sections: page.sections.filter(({ id }) => id !== PHOTO_HOST_SECTION) };
}

/** Where uploaded photos are, from app/content/ (the editor's media folder for the tour). */
export const TOUR_MEDIA_FOLDER = "media/tour";

/** The photo formats a stop may have, by what their first bytes say (sniffPhotoFormat). */
const PHOTO_FORMATS = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" } as const;

export type PhotoFormat = keyof typeof PHOTO_FORMATS;

/**
 * The smallest photo the stage can show without enlarging it: its largest file (the widest
 * of `stageShape`, which a 1440 px screen at 2× asks for), at the stage's shape.
 */
export const MIN_PHOTO = {
  width: Math.max(...stageShape.widths),
  height: Math.round((Math.max(...stageShape.widths) * stageShape.height) / stageShape.width),
};

const formatList = Object.values(PHOTO_FORMATS)
  .join(", ")
  .replace(/, (?=[^,]*$)/, " or ");

/** What each rule says when it is broken: the build's and the editor's words. */
export const tourMessages = {
  count: (count: number) =>
    `The tour has ${count} stop${count === 1 ? "" : "s"}: it needs exactly ${TOUR_STOP_COUNT}, one place per card (SPEC.md §3). Add or remove a stop.`,
  category: (value: unknown) =>
    `"${String(value ?? "")}" is not a category of the tour: choose one of ${TOUR_CATEGORIES.join(", ")}.`,
  empty: (what: string, language: string) =>
    what === "alt"
      ? `The alternative text is empty in ${language}: say what the photo shows, for visitors who cannot see it.`
      : `The ${what} is empty in ${language}: every stop needs its ${what} in every language.`,
  noPhoto: () => "The stop has no photo: upload one, or give a photo of images.unsplash.com.",
  elsewhere: (photo: string) =>
    `"${photo}" is not a photo of the site or of ${new URL(STOCK_PHOTO_ORIGIN).host}: upload the photo, or give a photo of ${new URL(STOCK_PHOTO_ORIGIN).host}.`,
  notPhoto: () => `This file is not a photo: upload a ${formatList} file.`,
  tooSmall: (width: number, height: number) =>
    `This photo is ${width} × ${height} pixels: the tour shows a photo up to ${MIN_PHOTO.width} × ${MIN_PHOTO.height}, so it needs at least that many.`,
};

/** The words of a stop, in every language. */
const words = {
  title: z.string(),
  description: z.string(),
  alt: z.string(),
};

/** A stop as the default language's file has it. */
const stopSchema = z.object({ photo: z.string(), category: z.string(), ...words });
/** A stop as another language's file has it: its words only. */
const translationSchema = z.object(words);

const fileSchema = <Stop extends z.ZodType>(stop: Stop) =>
  z.object({ stops: z.array(stop, { error: "a list of stops" }) });

type TourStop = z.infer<typeof stopSchema> & { category: TourCategory };
export type StopWords = z.infer<typeof translationSchema>;

/** A photo's place: a file of the media folder (uploaded), or the stock host. */
export type PhotoSource = { kind: "own"; file: string } | { kind: "stock"; src: string };

/** Where a stop's photo comes from, or the message that refuses it. */
export function photoSource(photo: string): PhotoSource | { problem: string } {
  const value = photo.trim();
  if (value === "") return { problem: tourMessages.noPhoto() };
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (url?.origin !== STOCK_PHOTO_ORIGIN) return { problem: tourMessages.elsewhere(value) };
    // Without its own query: photo-url.ts asks the host for each size (photo-url.ts).
    return { kind: "stock", src: `${url.origin}${url.pathname}` };
  }
  const file = value.replace(/^\/+/, "");
  if (!file.startsWith(`${TOUR_MEDIA_FOLDER}/`) || file.split("/").includes("..")) {
    return { problem: tourMessages.elsewhere(value) };
  }
  return { kind: "own", file };
}

/** Where a checked stop's photo comes from (readTour has refused any other). */
export function sourceOf(photo: string): PhotoSource {
  const source = photoSource(photo);
  if ("problem" in source) throw new Error(source.problem);
  return source;
}

/** The rule a stop's category breaks, if any. */
export function categoryProblem(category: unknown): string | undefined {
  return TOUR_CATEGORIES.includes(category as TourCategory)
    ? undefined
    : tourMessages.category(category);
}

/** The rule a stop's title, description or alternative text breaks in `language`, if any. */
export function wordsProblem(
  what: keyof StopWords,
  value: unknown,
  language: string,
): string | undefined {
  if (typeof value === "string" && value.trim() !== "") return undefined;
  return tourMessages.empty(what === "alt" ? "alt" : what, language);
}

/** The rule a list of `count` stops breaks, if any. */
export function countProblem(count: number): string | undefined {
  return count === TOUR_STOP_COUNT ? undefined : tourMessages.count(count);
}

/**
 * A photo file's format, from its first bytes (not its name or its MIME type, which an
 * upload can get wrong): JPEG, PNG, WebP or AVIF, or undefined for anything else.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(1, 4) === "PNG" && bytes[0] === 0x89) return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return undefined;
}

/**
 * The rules a photo file breaks: its format (from its bytes) and its size, once turned
 * the way its camera says (EXIF orientation).
 */
export function photoFileProblems(
  format: PhotoFormat | undefined,
  size: { width: number; height: number } | undefined,
): string[] {
  if (!format || !size) return [tourMessages.notPhoto()];
  if (size.width < MIN_PHOTO.width || size.height < MIN_PHOTO.height) {
    return [tourMessages.tooSmall(size.width, size.height)];
  }
  return [];
}

/** A problem of a tour file, where it is: "stops › 2 › alt". */
type Problem = { where: string; message: string };

/**
 * Every problem of the tour: `files` is each language's parsed file, by code, the
 * default language's first; `languages` names each code as its messages say it.
 */
export function tourProblems(
  files: Record<string, unknown>,
  languages: Record<string, string>,
): { file: string; problems: Problem[] }[] {
  const [defaultCode, ...others] = Object.keys(files);
  const report: { file: string; problems: Problem[] }[] = [];
  const parsed = fileSchema(stopSchema).safeParse(files[defaultCode ?? ""]);
  if (!parsed.success) {
    return [{ file: defaultCode ?? "", problems: zodProblems(parsed.error) }];
  }
  const { stops } = parsed.data;
  const problems: Problem[] = [];
  const count = countProblem(stops.length);
  if (count) problems.push({ where: "stops", message: count });
  for (const [index, stop] of stops.entries()) {
    const at = (field: string) => `stops › ${index + 1} › ${field}`;
    const category = categoryProblem(stop.category);
    if (category) problems.push({ where: at("category"), message: category });
    const photo = photoSource(stop.photo);
    if ("problem" in photo) problems.push({ where: at("photo"), message: photo.problem });
    problems.push(...wordProblems(stop, languages[defaultCode ?? ""] ?? "", at));
  }
  report.push({ file: defaultCode ?? "", problems });
  for (const code of others) {
    const translated = fileSchema(translationSchema).safeParse(files[code]);
    if (!translated.success) {
      report.push({ file: code, problems: zodProblems(translated.error) });
      continue;
    }
    const list = translated.data.stops;
    const own: Problem[] =
      list.length === stops.length
        ? []
        : [
            {
              where: "stops",
              message: `It lists ${list.length} stops where ${defaultCode} lists ${stops.length}: open the tour in the editor and save it again.`,
            },
          ];
    for (const [index, stop] of list.entries()) {
      own.push(
        ...wordProblems(stop, languages[code] ?? code, (f) => `stops › ${index + 1} › ${f}`),
      );
    }
    report.push({ file: code, problems: own });
  }
  return report.filter(({ problems: found }) => found.length > 0);
}

function wordProblems(stop: StopWords, language: string, at: (field: string) => string) {
  return (["title", "description", "alt"] as const).flatMap((what) => {
    const problem = wordsProblem(what, stop[what], language);
    return problem ? [{ where: at(what), message: problem }] : [];
  });
}

function zodProblems(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({
    where: issue.path.join(" › "),
    message: `${issue.message}.`,
  }));
}

/** The tour's stops and each language's words for them, checked: what the site shows. */
export type Tour = { stops: TourStop[]; words: Record<string, StopWords[]> };

/**
 * The tour in `files` (each language's parsed file, by code, the default language's
 * first), or an error naming each file by `pathOf` and every rule it breaks.
 */
export function readTour(
  files: Record<string, unknown>,
  languages: Record<string, string>,
  pathOf: (code: string) => string,
): Tour {
  const report = tourProblems(files, languages);
  if (report.length > 0) {
    throw new Error(
      report
        .map(
          ({ file, problems }) =>
            `${pathOf(file)}:\n${problems.map(({ where, message }) => `  ${where}: ${message}`).join("\n")}`,
        )
        .join("\n"),
    );
  }
  const [defaultCode = ""] = Object.keys(files);
  const { stops } = fileSchema(stopSchema).parse(files[defaultCode]);
  return {
    stops: stops as TourStop[],
    words: Object.fromEntries(
      Object.entries(files).map(([code, file]) => [
        code,
        fileSchema(translationSchema).parse(file).stops,
      ]),
    ),
  };
}
