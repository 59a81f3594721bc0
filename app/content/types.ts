import type { TourCategory } from "./tour-rules";

/*
 * The shapes of the site's content. Each list is written once in a language-neutral
 * module (its order, ids, icons, colours, figures, dates) and its words once per
 * language (app/content/<language>/messages.json), keyed by the same ids, so no
 * language can drop, add or reorder an item: the catalog check holds the languages
 * together, and a unit test the lists and the words (app/content/messages.test.ts).
 */

/** Colour family of a card's icon; mapped to classes in feature-card.tsx. */
export type Tone = "primary" | "accent" | "sun" | "leaf";

/** A card's words. */
export type CardCopy = { title: string; text: string };

/**
 * An icon, by the name lucide gives it: content names its icons and holds no
 * components; app/components/content-icons.ts draws each name.
 */
export type IconName =
  | "award"
  | "book-open-check"
  | "bot"
  | "brain-circuit"
  | "calendar-days"
  | "cpu"
  | "earth"
  | "flask-conical"
  | "gamepad-2"
  | "glasses"
  | "heart-handshake"
  | "house"
  | "languages"
  | "layers"
  | "leaf"
  | "lightbulb"
  | "medal"
  | "palette"
  | "presentation"
  | "rocket"
  | "sprout"
  | "sun"
  | "target"
  | "trophy"
  | "wind";

/** A card as a list has it: an id (that its words are keyed by), an icon and a tone. */
export type CardShape<Id extends string = string> = { id: Id; icon: IconName; tone: Tone };

/** A card ready to show: icon, title and a short text (features, values, tools, clubs …). */
export type Feature = CardShape & CardCopy;

/** A figure's words. `spoken` is read by screen readers instead of the figure. */
export type StatCopy = { label: string; spoken?: string };

/** A marketing figure as a list has it; the figure itself is the same in every language. */
type StatShape<Id extends string = string> = { id: Id; value: string };

/** A marketing figure ready to show. */
export type Stat = StatShape & StatCopy;

/** The copy at the top of a page: a short eyebrow (shown as a badge), the h1 and a lead. */
export type HeroCopy = { eyebrow: string; title: string; lead: string };

/** Eyebrow, h2 and lead over a section. */
export type SectionIntro = { eyebrow?: string; title: string; lead?: string };

/** How a section sits on the page: on the page's ground, or on a raised band. */
type Surface = "plain" | "raised";

/**
 * A section of a topic page (Our Vision, Smart Classrooms, Life at School) as its
 * content module lists it: its kind, its id (its anchor, and the key of its words:
 * `pages.<page>.sections.<id>`, a header and each item's words under `items.<item id>`),
 * its items in order and how it sits. app/components/topic-page.tsx draws each kind.
 */
export type TopicSection =
  | { kind: "text"; id: string; items: readonly { id: string }[]; surface?: Surface }
  | {
      kind: "cards";
      id: string;
      items: readonly CardShape[];
      columns?: 2 | 3 | 4;
      surface?: Surface;
    }
  | { kind: "stats"; id: string; items: readonly StatShape[]; surface?: Surface };

/** A section's words: its header, and each item's by id. */
export type SectionCopy<Item> = SectionIntro & { items: Record<string, Item> };

/** The words of one paragraph of a text section. */
export type ParagraphCopy = { text: string };

/** A run of text with links in it: plain strings, and links to a page of the site (its id). */
export type RichText = (string | { text: string; page: string; newTab?: boolean })[];

/** What the visitor fills in. It lives only in the page and is never sent or stored. */
export type ApplicationDraft = {
  firstName: string;
  lastName: string;
  email: string;
  age: string;
  currentGrade: string;
  interests: string;
  parentEmail: string;
  country: string;
  agreeTerms: boolean;
};

/** Every field except the terms checkbox, which has its own rule and markup. */
export type FieldName = Exclude<keyof ApplicationDraft, "agreeTerms">;

/** A field's words. */
type FieldCopy = {
  label: string;
  /** A short help text, linked to the control with aria-describedby. */
  hint?: string;
  /**
   * Shown under the field once it is invalid (:user-invalid). The browser's own
   * message is still what is announced when a submit is blocked.
   */
  error: string;
  placeholder?: string;
  /** The empty first option of a select. */
  prompt?: string;
};

/** A field as the form has it, in any language. */
export type FieldShape = {
  name: FieldName;
  kind: "text" | "email" | "country" | "number" | "select" | "textarea";
  /** The HTML autocomplete token(s), so browsers and password managers can fill it. */
  autoComplete?: string;
  /** Half-width fields sit side by side on wide screens. */
  width: "half" | "full";
  min?: number;
  max?: number;
  /** A select's values; their labels come from the language's copy. */
  options?: readonly string[];
};

/** A field ready to show: its shape, its words and its options' labels. */
export type FieldDefinition = Omit<FieldShape, "options"> &
  FieldCopy & { options?: readonly { value: string; label: string }[] };

export type FieldGroup = { id: string; legend: string; fields: FieldDefinition[] };

/** A toast's words: its title and the sentence under it. */
export type ToastCopy = { title: string; description: string };

/** The tour's categories, by id; their names come from each language's copy. */
export type GalleryCategory = TourCategory;

/** One shape's files of an uploaded photo: a srcset per format, and the fallback's address. */
export type Picture = { avif: string; webp: string; jpeg: string; src: string };

/**
 * A photo the site serves itself, encoded by the build (scripts/make-site/tour-photos.ts):
 * its files for the cards and for the stage, and a tiny preview (a data: URL) to show
 * until it loads.
 */
export type OwnPhoto = { kind: "own"; preview: string; card: Picture; stage: Picture };

/** A photo of the stock host, without query parameters (app/lib/photo-url.ts asks for each size). */
export type StockPhoto = { kind: "stock"; src: string };

/** A stop's words: its title, what students do there, and what the photo shows. */
type GalleryCopy = { title: string; description: string; alt: string };

/**
 * A stop ready to show: its place in the tour (`id`, "1" to "6"), its category named in
 * the page's language, its words and its photo.
 */
export type GalleryItem = GalleryCopy & {
  id: string;
  category: GalleryCategory;
  categoryName: string;
  photo: OwnPhoto | StockPhoto;
};

/** One step of the admissions process. */
export type Step = { title: string; text: string };

/** An admission date as the list has it: stable name and ISO day(s). */
export type ImportantDate = {
  /** Stable name: the event's UID and its own calendar file (`/calendar/<slug>.ics`). */
  slug: string;
  /** ISO date(s), for <time datetime> and the calendar; two for a range (both days included). */
  dates: readonly [string] | readonly [string, string];
};

/** An original illustration of the site; its description is in each language's copy. */
export type Artwork = { src: string; width: number; height: number };

/**
 * A message with markup: its text, and the runs inside its tags (`<terms>…</terms>`),
 * which the page turns into links.
 */
export type Rich<Tag extends string = string> = readonly (string | { tag: Tag; text: string })[];
