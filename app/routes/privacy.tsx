import { LegalPage } from "~/components/legal-page";
import { legalPageLoader } from "~/content/markdown-pages.server";

/** The privacy policy, in Markdown: app/content/<language>/privacy.md. */
export const loader = legalPageLoader("privacy");
export { legalMeta as meta } from "~/lib/meta";
export default LegalPage;
