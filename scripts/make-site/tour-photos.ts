import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import type { Plugin } from "vite";
import { defaultLocale } from "../../app/content/locales.ts";
import {
  photoFileProblems,
  photoSource,
  sniffPhotoFormat,
  TOUR_MEDIA_FOLDER,
} from "../../app/content/tour-rules.ts";
import type { OwnPhoto, Picture } from "../../app/content/types.ts";
import { cardShape, stageShape, type PhotoShape } from "../../app/lib/photo-url.ts";

/**
 * The tour's uploaded photos, served by the site itself (docs/decisions/0026-the-schools-own-photos.md).
 * Each photo of the media folder that a stop names is checked (a photo, large enough: the
 * rules of app/content/tour-rules.ts, in their words) and encoded with sharp at every width
 * of the cards and the stage (app/lib/photo-url.ts), cropped to their shape, as AVIF, WebP
 * and a JPEG fallback, with a tiny preview to show until it loads. `virtual:tour-photos`
 * gives each photo's files by its path; the client build emits them as
 * `/assets/tour/<name>-<hash>-<width>x<height>.<format>`, hashed and so cached as immutable
 * wherever /assets/ is; the development server serves them from the cache.
 *
 * The encoded files are kept in Vite's cache folder (node_modules/.vite), keyed by the
 * photo's bytes and this recipe: an unchanged photo is not encoded again.
 */

const ID = "virtual:tour-photos";
const RESOLVED = `\0${ID}`;
/** Changes the files' names and the cache's keys when the recipe below changes. */
const RECIPE = "avif-q55-e2 webp-q72 jpeg-q75-mozjpeg preview-12x9 attention 1";
const PUBLIC = "/assets/tour/";
const FORMATS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
} as const;

/** A photo's encoded files, by name, in their folder of the cache, and what the site shows of them. */
type Encoded = { photo: OwnPhoto; files: string[]; dir: string };

/** The media folder's photos that the default language's stops name, by their value. */
function ownPhotos(root: string): string[] {
  const file = join(root, "app/content", defaultLocale, "tour.json");
  const data = JSON.parse(readFileSync(file, "utf8")) as { stops?: { photo?: unknown }[] };
  const found = (data.stops ?? []).flatMap(({ photo }) => {
    const source = photoSource(String(photo ?? ""));
    return "kind" in source && source.kind === "own" ? [source.file] : [];
  });
  return [...new Set(found)];
}

/** One photo's files at one shape's widths and formats: written to `dir`, named in `srcsets`. */
async function encodeShape(bytes: Buffer, stem: string, shape: PhotoShape, dir: string) {
  const picture: Record<string, string[]> = { avif: [], webp: [], jpeg: [] };
  const files: string[] = [];
  for (const width of shape.widths) {
    const height = Math.round((width * shape.height) / shape.width);
    const resized = sharp(bytes)
      .autoOrient()
      .resize(width, height, { fit: "cover", position: sharp.strategy.attention });
    for (const [format, encode] of Object.entries(FORMATS)) {
      const name = `${stem}-${width}x${height}.${format}`;
      if (!existsSync(join(dir, name))) {
        writeFileSync(join(dir, name), await encode(resized.clone()).toBuffer());
      }
      picture[format]?.push(`${PUBLIC}${name} ${width}w`);
      files.push(name);
    }
  }
  const middle = shape.widths[Math.floor(shape.widths.length / 2)] ?? shape.width;
  const fallback = `${PUBLIC}${stem}-${middle}x${Math.round((middle * shape.height) / shape.width)}.jpeg`;
  const srcset = (format: string) => (picture[format] ?? []).join(", ");
  const result: Picture = {
    avif: srcset("avif"),
    webp: srcset("webp"),
    jpeg: srcset("jpeg"),
    src: fallback,
  };
  return { picture: result, files };
}

/** A photo of the media folder, checked and encoded (or read from the cache). */
export async function encodePhoto(root: string, cache: string, file: string): Promise<Encoded> {
  const path = join(root, "app/content", file);
  if (!existsSync(path)) {
    throw new Error(
      `app/content/${defaultLocale}/tour.json names ${file}, which is not in app/content/${TOUR_MEDIA_FOLDER}.`,
    );
  }
  const bytes = readFileSync(path);
  const hash = createHash("sha256").update(RECIPE).update(bytes).digest("hex").slice(0, 10);
  const stem = `${basename(file, extname(file))
    .replace(/[^\w-]+/g, "-")
    .slice(0, 40)}-${hash}`;
  const dir = join(cache, stem);
  const done = join(dir, "photo.json");
  if (existsSync(done)) return { ...(JSON.parse(readFileSync(done, "utf8")) as Encoded), dir };

  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  const size = metadata?.autoOrient;
  const problems = photoFileProblems(sniffPhotoFormat(bytes), size);
  if (problems.length > 0) throw new Error(`app/content/${file}: ${problems.join(" ")}`);

  mkdirSync(dir, { recursive: true });
  const card = await encodeShape(bytes, stem, cardShape, dir);
  const stage = await encodeShape(bytes, stem, stageShape, dir);
  const tiny = await sharp(bytes).autoOrient().resize(12, 9, { fit: "cover" }).png().toBuffer();
  const encoded: Omit<Encoded, "dir"> = {
    photo: {
      kind: "own",
      preview: `data:image/png;base64,${tiny.toString("base64")}`,
      card: card.picture,
      stage: stage.picture,
    },
    files: [...card.files, ...stage.files],
  };
  writeFileSync(done, `${JSON.stringify(encoded)}\n`);
  return { ...encoded, dir };
}

export function tourPhotos(): Plugin {
  let root = process.cwd();
  let cache = "";
  /** Every encoded file's name, and where it is, for the development server and the client build. */
  const served = new Map<string, string>();

  async function encodeAll() {
    const photos: Record<string, OwnPhoto> = {};
    for (const file of ownPhotos(root)) {
      const { photo, files, dir } = await encodePhoto(root, cache, file);
      photos[file] = photo;
      for (const name of files) served.set(name, join(dir, name));
    }
    return photos;
  }

  return {
    name: "nova:tour-photos",
    configResolved(config) {
      root = config.root;
      // Vite's own cache folder (node_modules/.vite), kept between builds.
      cache = join(config.cacheDir, "tour-photos");
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return;
      // A new photo or another order is a new module on the development server.
      this.addWatchFile(join(root, "app/content", defaultLocale, "tour.json"));
      return `export default ${JSON.stringify(await encodeAll())};`;
    },
    configureServer(server) {
      server.middlewares.use(PUBLIC, (request, response, next) => {
        const file = served.get(decodeURIComponent((request.url ?? "").replace(/^\/|\?.*$/g, "")));
        if (!file) return next();
        response.setHeader("Content-Type", `image/${extname(file).slice(1)}`);
        response.end(readFileSync(file));
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      await encodeAll();
      for (const [name, file] of served) {
        this.emitFile({
          type: "asset",
          fileName: `${PUBLIC.slice(1)}${name}`,
          source: readFileSync(file),
        });
      }
    },
  };
}
