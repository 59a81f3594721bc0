/**
 * The editor at /admin: Sveltia CMS, bundled from npm (nothing from a CDN), configured
 * from the site's own lists when the site is built (virtual:cms-config), with the site's
 * rules as field types and the site's components as previews.
 */
import CMS from "@sveltia/cms";
import config from "virtual:cms-config";
import stylesheet from "~/app.css?url";
import headingFont from "~/assets/fonts/sora-latin-600.woff2?url";
import { registerFieldTypes } from "./field-types";
import { registerPreviews } from "./previews";

// The previews' headings are in the site's font, which the site's pages preload: so does
// this page, so that the preview's frame finds it cached (it is shown only if it comes at once).
document.head.append(
  Object.assign(document.createElement("link"), {
    rel: "preload",
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
    href: headingFont,
  }),
);

registerFieldTypes(CMS);
registerPreviews(CMS, stylesheet);
CMS.init({ config });
