// @ts-check
/**
 * Faults that break a rule of the spec (/work/shared/SPEC.md, quoted with its section),
 * for check:mutants (scripts/checks/mutants.js). Each is a mistake someone could make,
 * as one exact edit, and names the narrowest command that should catch it.
 */
import { browser, html, project, unit } from "./commands.js";

/** @typedef {import("./commands.js").Fault} Fault */

const MESSAGES_EN = "app/content/en/messages.json";
const FORM_UNIT = "app/components/join/application-form.test.tsx";
const TOUR_UNIT = "app/components/tour/tour-dialog.test.tsx";

/** @type {Fault[]} */
export const SPEC_FAULTS = [
  {
    id: "success-toast-title",
    rule: '§9 Success toast: title "Application Submitted!"',
    file: MESSAGES_EN,
    find: '"title": "Application Submitted!",',
    replace: '"title": "Application Sent!",',
    run: [unit(FORM_UNIT)],
  },
  {
    id: "terms-toast-text",
    rule: '§8 "Terms Required" with text "Please agree to the terms and conditions to continue."',
    file: MESSAGES_EN,
    find: '"Please agree to the terms and conditions to continue."',
    replace: '"Please accept the terms to continue."',
    run: [unit(FORM_UNIT)],
  },
  {
    id: "terms-not-required",
    rule: "§5 The terms checkbox … must be checked; otherwise submission is blocked",
    file: "app/lib/application.ts",
    find: "draft.agreeTerms === true ?",
    replace: "draft.agreeTerms !== undefined ?",
    run: [unit("app/lib/application.test.ts", FORM_UNIT)],
  },
  {
    id: "terms-label",
    rule: '§5 terms checkbox labelled "I agree to the terms and conditions and privacy policy"',
    file: MESSAGES_EN,
    find: '"termsLabel": "I agree to the <terms>',
    replace: '"termsLabel": "I accept the <terms>',
    run: [unit(FORM_UNIT)],
  },
  {
    id: "grade-label",
    rule: '§5 currentGrade options … labelled "5th Grade" to "12th Grade"',
    file: MESSAGES_EN,
    find: "other {#th}} Grade",
    replace: "other {#th}} grade",
    run: [unit(FORM_UNIT)],
  },
  {
    id: "age-min-9",
    rule: "§5 age is a number input with minimum 10 and maximum 18",
    file: "app/content/application-limits.ts",
    find: "export const AGE_MIN = 10;",
    replace: "export const AGE_MIN = 9;",
    run: [unit(FORM_UNIT)],
  },
  {
    // The limit itself stays 10; only the input stops enforcing it.
    id: "age-min-unenforced",
    rule: "§5 age … minimum 10 (browser-level)",
    file: "app/components/join/application-field.tsx",
    find: "          min={field.min}\n",
    replace: "",
    run: [browser("form.spec.ts", "desktop", "out-of-range")],
  },
  {
    id: "form-sends",
    rule: "§7 No network calls are made. Application submission is simulated",
    file: "app/components/join/application-form.tsx",
    find: 'show("success", copy.toasts.submitted);',
    replace:
      'void fetch("/api/applications", { method: "POST", body: formData });\n    show("success", copy.toasts.submitted);',
    run: [browser("form.spec.ts", "desktop", "sends and keeps nothing")],
  },
  {
    id: "tour-no-wrap",
    rule: "§4 the current index runs 0 to 5 and wraps in both directions",
    file: "app/components/tour/tour-state.ts",
    find: "index: wrap(state.index + step, state.count)",
    replace: "index: Math.min(Math.max(state.index + step, 0), state.count - 1)",
    run: [unit("app/components/tour/tour-state.test.ts")],
  },
  {
    id: "tour-counter",
    rule: '§2 Fullscreen mode shows … a counter "n of 6"',
    file: MESSAGES_EN,
    find: '"counter": "{position} of {count}",',
    replace: '"counter": "{position}/{count}",',
    run: [unit(TOUR_UNIT)],
  },
  {
    id: "tour-unnamed",
    rule: '§2 Virtual Tour dialog: Title "Virtual School Tour" (its accessible name)',
    file: "app/components/tour/tour-dialog.tsx",
    find: "      aria-labelledby={titleId}\n",
    replace: "",
    run: [unit(TOUR_UNIT)],
  },
  {
    id: "tour-not-modal",
    rule: '§2 a "Virtual Tour" button that opens the tour dialog (modal: the page behind inert)',
    file: "app/inline/tour-shim.js",
    find: "dialog.showModal();",
    replace: "dialog.show();",
    run: [browser("tour.spec.ts", "phone", "modal: focus moves in")],
  },
  {
    id: "stat-figure",
    rule: "§2 Our Vision: stats 100%, 50+, infinity",
    file: "app/content/vision.ts",
    find: '{ id: "partners", value: "50+" },',
    replace: '{ id: "partners", value: "40+" },',
    run: [html("content.test.ts", "Our Vision")],
  },
  {
    id: "five-feature-cards",
    rule: "§2 Home: Six feature cards",
    file: "app/content/home.ts",
    find: '  { id: "paperless", icon: "leaf", tone: "leaf" },\n',
    replace: "",
    run: [html("content.test.ts", "Home")],
  },
  {
    id: "deadline-date",
    rule: "§9 Dates shown: application deadline March 31, 2025",
    file: "app/content/dates.json",
    find: '"application-deadline": "2025-03-31",',
    replace: '"application-deadline": "2025-03-30",',
    run: [html("content.test.ts", "Important Dates")],
  },
  {
    id: "footer-disclaimer",
    rule: "§1 The footer … states that the school is a fictional concept",
    file: "app/components/site-footer.tsx",
    find: "<span>{footer.disclaimer}</span>",
    replace: "<span />",
    run: [html("pages.test.ts", "has the footer")],
  },
  {
    id: "current-link",
    rule: "§2 The link of the current route is highlighted",
    file: "app/components/nav-links.tsx",
    find: 'aria-current={page.id === current?.id ? "page" : undefined}',
    replace: "aria-current={undefined}",
    run: [html("pages.test.ts", "has the header")],
  },
  {
    id: "error-heading",
    rule: '§8 a default fallback page with the heading "Unexpected Application Error!"',
    file: MESSAGES_EN,
    find: '"title": "Unexpected Application Error!",',
    replace: '"title": "Unexpected Error!",',
    run: [unit("app/root.test.tsx")],
  },
  {
    id: "not-found-unlogged",
    rule: "§2 404 page: The missing path is logged to the console",
    file: "app/inline/log-missing-path.js",
    find: "console.error(",
    replace: "void (",
    run: [browser("not-found.spec.ts", "phone")],
  },
  {
    id: "menu-stays-open",
    rule: "§2 the toggle opens and closes it, and choosing a link closes it",
    file: "app/inline/menu-close.js",
    find: "/** @type {HTMLElement} */ (event.currentTarget).hidePopover();",
    replace: "void event.currentTarget;",
    run: [browser("navigation.spec.ts", "desktop", "Enroll Now in the phone menu closes")],
  },
  {
    id: "not-found-200",
    rule: '§8 Unknown route: 404 page "Oops! Page not found" (with status 404)',
    file: "server/app.js",
    find: "sendFile(req, res, notFoundFor(pathname), 404);",
    replace: "sendFile(req, res, notFoundFor(pathname), 200);",
    run: [unit("server/app.test.js")],
  },
  {
    id: "nginx-plain-404",
    rule: '§8 Unknown route: 404 page "Oops! Page not found", behind nginx too',
    file: "deploy/nginx.conf",
    find: "    error_page 404 $nova_not_found;\n",
    replace: "",
    run: [project("nginx", "are a 404 in the path")],
  },
];
