import { lazy, Suspense } from "react";
import type * as FormModule from "~/components/join/application-form";

let loaded: typeof FormModule | undefined;
const load = () => import("~/components/join/application-form").then((module) => (loaded = module));

// At build time the form is prerendered in place: the module is loaded before any
// page renders, and a thenable that resolves at once lets React.lazy render without
// suspending (a suspended part would be streamed into a hidden <div> that needs a
// script to show, and the page must read fully without JavaScript).
if (import.meta.env.SSR) await load();

const Form = lazy(() => {
  const module = loaded;
  if (module) {
    const ready = { default: module.ApplicationForm };
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<
      typeof ready
    >;
  }
  return load().then((module) => ({ default: module.ApplicationForm }));
});

/**
 * The application form, its code loaded apart from the page's: in the browser React
 * keeps the prerendered form (inert until hydrated) and hydrates it when the chunk
 * arrives (selective hydration), so the page's own JavaScript stays in its budget.
 */
export function LazyApplicationForm() {
  return (
    <Suspense>
      <Form />
    </Suspense>
  );
}
