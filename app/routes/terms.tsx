import { LegalPage } from "~/components/legal-page";
import { legalPageLoader } from "~/content/markdown-pages.server";

/** The terms and conditions, in Markdown: app/content/<language>/terms.md. */
export const loader = legalPageLoader("terms");
export { legalMeta as meta } from "~/lib/meta";
export default LegalPage;
