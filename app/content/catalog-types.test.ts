// @vitest-environment node
import { expectTypeOf, it } from "vitest";
import { messages } from "~/content/messages";
import type { Rich } from "~/content/types";

/*
 * The code reads the catalog through types made from the default language's catalog
 * (catalog.gen.ts): each `@ts-expect-error` below is a mistake the typecheck must
 * catch, and the typecheck fails if it does not (an unused `@ts-expect-error` is an
 * error). Nothing here runs a message with wrong values.
 */
const copy = messages.en;

it("fails the typecheck for a key the catalog does not have", () => {
  // @ts-expect-error: no such key in app/content/en/messages.json
  expectTypeOf(copy.pages.home.hero.subtitle).toBeString();
  expectTypeOf(copy.pages.home.hero.title).toBeString();
});

it("fails the typecheck for a wrong or missing placeholder", () => {
  const counter = copy.tour.counter;
  // @ts-expect-error: "{position} of {count}" has no {total}
  expectTypeOf(counter).toBeCallableWith({ position: 1, total: 6 });
  // @ts-expect-error: {count} left out
  expectTypeOf(counter).toBeCallableWith({ position: 1 });
  expectTypeOf(counter).toBeCallableWith({ position: 1, count: 6 });
  // A plural or a selectordinal takes a number.
  // @ts-expect-error: {grade, selectordinal, …} takes a number
  expectTypeOf(copy.application.grade).toBeCallableWith({ grade: "5" });
  expectTypeOf(copy.application.grade).returns.toBeString();
});

it("gives a message with markup as rich text, its tags named", () => {
  expectTypeOf(copy.application.termsLabel).toEqualTypeOf<Rich<"terms" | "privacy">>();
});
