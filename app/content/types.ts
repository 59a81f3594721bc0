import type { LucideIcon } from "lucide-react";

/** Colour family of a card's icon; mapped to classes in feature-card.tsx. */
export type Tone = "primary" | "accent" | "sun" | "leaf";

/** A card with an icon, a title and a short text (features, values, tools, clubs …). */
export type Feature = {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: Tone;
};

/** A marketing figure. `spoken` is read by screen readers instead of `value`. */
export type Stat = {
  value: string;
  label: string;
  spoken?: string;
};

/** The copy at the top of a page: a short eyebrow (shown as a badge), the h1 and a lead. */
export type HeroCopy = {
  eyebrow: string;
  title: string;
  lead: string;
};

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

type FieldBase = {
  name: FieldName;
  label: string;
  /** A short help text, linked to the control with aria-describedby. */
  hint?: string;
  /**
   * Shown under the field once it is invalid (:user-invalid). The browser's own
   * message is still what is announced when a submit is blocked.
   */
  error: string;
  /** The HTML autocomplete token(s), so browsers and password managers can fill it. */
  autoComplete?: string;
  /** Half-width fields sit side by side on wide screens. */
  width: "half" | "full";
};

export type FieldDefinition =
  | (FieldBase & { kind: "text" | "email" | "country"; placeholder?: string })
  | (FieldBase & { kind: "number"; min: number; max: number })
  | (FieldBase & { kind: "select"; prompt: string; options: { value: string; label: string }[] })
  | (FieldBase & { kind: "textarea"; placeholder?: string });

export type FieldGroup = { id: string; legend: string; fields: FieldDefinition[] };

/** A toast's words: its title and the sentence under it. */
export type ToastCopy = { title: string; description: string };

/** The allowed categories (the tour's badges come from the items, never typed twice). */
export type GalleryCategory =
  "Technology" | "Programming" | "Robotics" | "Virtual Reality" | "Collaboration" | "Innovation";

export type GalleryItem = {
  id: string;
  title: string;
  description: string;
  category: GalleryCategory;
  /** Photo on Unsplash's image CDN, without query parameters (see photo-url.ts). */
  src: string;
  /** What the photo shows, for screen readers and when it cannot load. */
  alt: string;
};

/** The site settings (app/content/site.ts). */
export type SiteSettings = {
  name: string;
  tagline: string;
  description: string;
  author: string;
  email: string;
  url: string;
};

/** The <title> and meta description of one page, and its path (for the canonical URL). */
export type PageMeta = { path: PageInfo["path"]; title: string; description: string };

/** One step of the admissions process. */
export type Step = { title: string; text: string };

/** A small titled note with an icon (the contact block's office hours, visits). */
export type InfoItem = { icon: LucideIcon; title: string; text: string };

/** An admission date, shown on Join Us and published as a calendar event. */
export type ImportantDate = {
  /** Stable name: the event's UID and its own calendar file (`/calendar/<slug>.ics`). */
  slug: string;
  label: string;
  /** ISO date(s), for <time datetime> and the calendar; two for a range (both days included). */
  dates: [string] | [string, string];
  /** Visible text; for a range, the parts before and after the dash. */
  text: [string] | [string, string];
};

/** One of the five pages: its path and its link text. */
export type PageInfo = {
  path: "/" | "/vision" | "/classrooms" | "/life" | "/join";
  label: string;
};

/** An original illustration of the site, described for screen readers. */
export type Artwork = { src: string; alt: string; width: number; height: number };
