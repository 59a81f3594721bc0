/**
 * The editor at /admin: Sveltia CMS, bundled from npm (nothing from a CDN), configured
 * from the site's own lists when the site is built (virtual:cms-config), with the site's
 * rules as field types and the site's components as previews.
 */
import CMS from "@sveltia/cms";
import config from "virtual:cms-config";
import stylesheet from "~/app.css?url";
import { isLegalPage, pages } from "~/content/pages";
import {
  CYCLE_FIELD,
  MESSAGE_FIELD,
  TOUR_CATEGORY_FIELD,
  TOUR_PHOTO_FIELD,
  TOUR_WORDS_FIELD,
} from "./cms-config";
import { CycleControl, MessageControl } from "./field-types";
import { TourCategoryControl, TourPhotoControl, TourWordsControl } from "./tour-fields";
import { MessagesPreview, PolicyPreview } from "./previews";

// The site's rules as field types (admin/field-types.tsx), the site's look as previews,
// registered here so that those modules hold components only: React Refresh then updates
// them in place on the development server.
CMS.registerFieldType(MESSAGE_FIELD, MessageControl);
CMS.registerFieldType(CYCLE_FIELD, CycleControl);
CMS.registerFieldType(TOUR_PHOTO_FIELD, TourPhotoControl);
CMS.registerFieldType(TOUR_CATEGORY_FIELD, TourCategoryControl);
CMS.registerFieldType(TOUR_WORDS_FIELD, TourWordsControl);
CMS.registerPreviewStyle(stylesheet);
CMS.registerPreviewTemplate("messages", MessagesPreview);
for (const page of pages.filter(isLegalPage)) CMS.registerPreviewTemplate(page.id, PolicyPreview);
CMS.init({ config });

// On the development server, a save through the local repository rewrites the words the
// previews import, and the server sends their modules anew: this page takes them in place
// (React Refresh), without the reload that would lose what is being edited; the site's
// pages open elsewhere reload (scripts/make-site/admin-site.ts). React Router's refresh
// asks its router to revalidate, and this page has none: a stand-in that has nothing to do.
if (import.meta.hot) {
  Object.assign(window, { __reactRouterDataRouter: { revalidate: async () => {} } });
  import.meta.hot.accept("virtual:cms-config", () => {});
}
