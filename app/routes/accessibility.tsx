import { LegalPage } from "~/components/legal-page";
import { legalPageLoader } from "~/content/markdown-pages.server";

/** The accessibility statement, in Markdown: app/content/<language>/accessibility.md. */
export const loader = legalPageLoader("accessibility");
export { legalMeta as meta } from "~/lib/meta";
export default LegalPage;
