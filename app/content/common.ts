/** The words of what every page shares: the header, the footer, the closing call to action, the error pages. */
import type { PageMetaCopy } from "./types";

export type CommonCopy = {
  /** The school in a few words, after its name: social image, titles, manifest. */
  tagline: string;
  /** The school in two sentences: meta descriptions, manifest, structured data. */
  description: string;
  skipLink: string;
  nav: {
    main: string;
    footer: string;
    menu: string;
    enroll: string;
    /** The accessible name of the list of other languages. */
    languages: string;
  };
  footer: {
    blurb: string;
    disclaimer: string;
    explore: string;
    admissions: string;
    about: string;
    /** The credit line; `author` is SITE_AUTHOR when it is set. */
    credit: (author: string | undefined) => string;
  };
  cta: { title: string; text: string; action: string };
  notFound: { meta: Omit<PageMetaCopy, "label">; title: string; text: string; home: string };
  error: { title: string; home: string; stack: string };
  calendar: {
    name: string;
    event: (label: string) => string;
    description: (label: string) => string;
  };
  /** Shown by a control whose code could not be fetched; a tap tries again. */
  notLoaded: string;
};
