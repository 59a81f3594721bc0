import type { LegalCommonCopy, LegalCopy } from "../legal";
import { site } from "../site";

export const legal: LegalCommonCopy = { revised: "Last updated:" };

export const privacy: LegalCopy = {
  meta: {
    label: "Privacy",
    title: "Privacy policy",
    description: `What the ${site.name} website collects (nothing), what the application form does with your answers (nothing), and the one outside service the virtual tour uses.`,
  },
  hero: {
    eyebrow: "Privacy",
    title: "Privacy policy",
    lead: "This site collects nothing about you. Here is exactly what happens when you visit, in plain words.",
  },
  sections: [
    {
      id: "collect",
      title: "What we collect: nothing",
      paragraphs: [
        [
          "No cookies, no analytics, no tracking and no advertising. The site stores nothing in your browser: no cookies, no local storage, no session storage. There are no accounts and nothing to sign in to.",
        ],
        [
          "Even the language switch stores nothing: English and Spanish are simply two addresses for the same page, and the site never guesses your language from your browser.",
        ],
      ],
    },
    {
      id: "form",
      title: "The application form",
      paragraphs: [
        [
          "What you type into the application form stays on the page, in your own browser. Submitting it only shows a message on the screen: nothing is sent to us or to anyone else, nothing is saved, and nothing goes into the page's address. Close or reload the page and your answers are gone.",
        ],
        [
          `${site.name} is a fictional school, so no admissions office ever receives an application. The form is a demonstration of what applying could feel like.`,
        ],
      ],
    },
    {
      id: "photos",
      title: "The one outside service: the photo host",
      paragraphs: [
        [
          "Pages, fonts and illustrations all come from this site itself. The one exception is the photos of the virtual tour, which your browser loads from Unsplash's image service (images.unsplash.com) when you open the tour.",
        ],
        [
          "Like any website your browser contacts, that service receives your IP address and the details browsers send with every request: the browser's name and version, your preferred languages and the address of the page that asked for the photo. What Unsplash does with them is set out in ",
          { text: "Unsplash's privacy policy", href: "https://unsplash.com/privacy" },
          ".",
        ],
        [
          "When the photo host cannot be reached, the tour shows drawn artwork and the title of each place instead of its photo, and works just the same.",
        ],
      ],
    },
    {
      id: "server",
      title: "Server logs",
      paragraphs: [
        [
          "The server that sends you these pages may keep a short technical log of requests (the address asked for, the time, your IP address and browser) to keep the site running. It is not used to identify, follow or profile anyone.",
        ],
      ],
    },
    {
      id: "contact",
      title: "Questions",
      paragraphs: [
        [
          "Questions about privacy are welcome at ",
          { email: true },
          `. Remember that ${site.name} is a fictional concept made as a student project: it is not a real school.`,
        ],
      ],
    },
  ],
};

export const terms: LegalCopy = {
  meta: {
    label: "Terms",
    title: "Terms and conditions",
    description: `${site.name} is a fictional school and a student project: what that means for its admissions, dates and figures, and the licences of its text, font and photos.`,
  },
  hero: {
    eyebrow: "Terms",
    title: "Terms and conditions",
    lead: `${site.name} is not a real school. These terms say what that means for you, and who made what you see.`,
  },
  sections: [
    {
      id: "fiction",
      title: "A fictional concept",
      paragraphs: [
        [
          `${site.name} is a fictional concept, designed and built as a student project for an AI bootcamp. It is not a real school: there are no real admissions, no places to apply for, no fees and no campus.`,
        ],
      ],
    },
    {
      id: "illustrative",
      title: "Dates and figures are illustrative",
      paragraphs: [
        [
          "The admission dates, statistics, clubs and achievements on this site describe an imagined school. They are illustrations, not facts about any real school, and nothing on the site is an offer.",
        ],
      ],
    },
    {
      id: "form",
      title: "The application form",
      paragraphs: [
        [
          "Submitting the form is a demonstration: nothing is sent, kept or reviewed, and no one will contact you about it. Ticking the box only lets the demonstration continue. The ",
          { text: "privacy policy", page: "privacy" },
          " explains what happens to what you type: nothing.",
        ],
      ],
    },
    {
      id: "content",
      title: "The site's content",
      paragraphs: [
        [
          "The text, illustrations and design of this site were made for it as part of the student project. You are welcome to read, print, quote and link to them for learning and other non-commercial purposes, with credit to the project. The school's name is made up; any likeness to a real school is a coincidence.",
        ],
      ],
    },
    {
      id: "font",
      title: "The font",
      paragraphs: [
        [
          "Headings are set in Sora, designed by Jonathan Barnbrook and Julián Moncada, and served from this site under the ",
          {
            text: "SIL Open Font License 1.1",
            href: "https://openfontlicense.org/open-font-license-official-text/",
          },
          " (OFL), which allows it to be used, shared and embedded freely. The icons are from Lucide, under the ISC License.",
        ],
      ],
    },
    {
      id: "photos",
      title: "Photo credits",
      paragraphs: [
        [
          "The photos of the virtual tour are from ",
          { text: "Unsplash", href: "https://unsplash.com" },
          " and are used under the ",
          { text: "Unsplash License", href: "https://unsplash.com/license" },
          ". Their photographers keep their rights; the titles and descriptions beside them were written for this site.",
        ],
      ],
    },
    {
      id: "warranty",
      title: "No guarantees",
      paragraphs: [
        [
          "The site is offered as it is, to learn from and to enjoy. Questions about these terms are welcome at ",
          { email: true },
          ".",
        ],
      ],
    },
  ],
};

export const accessibility: LegalCopy = {
  meta: {
    label: "Accessibility",
    title: "Accessibility statement",
    description: `How the ${site.name} website is built and tested so everyone can use it, what does not work yet, and how to tell us about a problem.`,
  },
  hero: {
    eyebrow: "Accessibility",
    title: "Accessibility statement",
    lead: "Everyone should be able to read, explore and try this site, whatever device, browser or assistive technology they use.",
  },
  sections: [
    {
      id: "standard",
      title: "The standard we aim for",
      paragraphs: [
        [
          "We aim to meet the ",
          {
            text: "Web Content Accessibility Guidelines (WCAG) 2.2",
            href: "https://www.w3.org/TR/WCAG22/",
          },
          " at level AA. The site is meant to work with a keyboard alone, with screen readers, zoomed in, with reduced motion, with JavaScript turned off, and on paper.",
        ],
      ],
    },
    {
      id: "testing",
      title: "How the site is tested",
      paragraphs: [
        [
          "Automated checks run on every page after every change: axe, pa11y with HTML_CodeSniffer, Lighthouse, the W3C Nu HTML checker, and a check of every link and anchor.",
        ],
        [
          "Browser tests go through every page and journey in three browser engines, Chromium, Firefox and WebKit (the engine of Safari), at phone and desktop widths: the menu, the virtual tour and the application form, with the keyboard alone, with JavaScript turned off, with reduced motion, and printed.",
        ],
      ],
    },
    {
      id: "limitations",
      title: "Known limitations",
      paragraphs: [
        [
          "With JavaScript turned off, the application form can be filled in and printed, but not submitted, and the virtual tour is a plain list of its six places rather than a full-screen viewer.",
        ],
        [
          "The country suggestions in the form are named by your browser, so their wording can differ a little from one browser to another; any country can also be typed.",
        ],
        [
          "The tests are automated and done by the people who build the site. The site has not yet been reviewed by an independent auditor or tested in sessions with disabled visitors.",
        ],
      ],
    },
    {
      id: "report",
      title: "Report a problem",
      paragraphs: [
        [
          "If something on this site is hard to use, or does not work with your assistive technology, please write to ",
          { email: true },
          " and say which page and what happened. A person reads every message and replies within two school days.",
        ],
      ],
    },
  ],
};
