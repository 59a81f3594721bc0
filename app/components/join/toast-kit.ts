// Loaded on demand by toast-loader.tsx: sonner, the site's toaster and the terms
// rule stay out of the page's first-load JavaScript.
export { toast } from "sonner";
export { draftFromFormData, validateApplication } from "~/lib/application";
export { Toaster } from "~/components/ui/toaster";
