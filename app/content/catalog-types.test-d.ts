/*
 * A type test: `tsc` checks it (npm run typecheck, npm run check) and nothing runs it
 * (Vitest's unit project takes *.test.ts files only). The code reads the catalog through
 * types made from the default language's catalog (catalog.gen.ts): each `@ts-expect-error`
 * below is a mistake the typecheck must catch, and the typecheck fails if it does not (an
 * unused `@ts-expect-error` is an error).
 */
import { expectTypeOf } from "vitest";
import { messages } from "~/content/messages";
import type { Rich } from "~/content/types";

const copy = messages.en;

// A key the catalog does not have.
// @ts-expect-error: no such key in app/content/en/messages.json
expectTypeOf(copy.pages.home.hero.subtitle).toBeString();
expectTypeOf(copy.pages.home.hero.title).toBeString();

// A wrong or missing placeholder.
const counter = copy.tour.counter;
// @ts-expect-error: the counter has no {total}
expectTypeOf(counter).toBeCallableWith({ position: 1, total: 6 });
// @ts-expect-error: {count} left out
expectTypeOf(counter).toBeCallableWith({ position: 1 });
expectTypeOf(counter).toBeCallableWith({ position: 1, count: 6 });
// A plural or a selectordinal takes a number.
// @ts-expect-error: {grade, selectordinal, …} takes a number
expectTypeOf(copy.application.grade).toBeCallableWith({ grade: "5" });
expectTypeOf(copy.application.grade).returns.toBeString();

// A message with markup is rich text, its tags named.
expectTypeOf(copy.application.termsLabel).toEqualTypeOf<Rich<"terms" | "privacy">>();
