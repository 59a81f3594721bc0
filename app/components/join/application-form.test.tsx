import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApplicationForm from "~/components/join/application-form";
import { applicationFormProps } from "~/components/join/application-section";
import { fieldGroups } from "~/content/application";
import { AGE_MAX, AGE_MIN, GRADE_MAX, GRADE_MIN } from "~/content/application-limits";
import { localePath, locales } from "~/content/locales";
import { messages } from "~/content/messages";
import type { FieldShape } from "~/content/types";

// The form as React renders it, in every language, with that language's words (the
// spec's, in English, are the build's to check: app/content/spec-words.ts). What a real
// browser adds (its own validation, new tabs, nothing sent) is in tests/e2e/form.spec.ts.

/** A field by its label: the visual "*" required marker is part of the label's text. */
const byLabel = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));

describe.each(locales.map(({ code }) => code))("the application form in %s", (locale) => {
  const copy = messages[locale].application;
  const terms = copy.termsLabel
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
  const field = (name: keyof typeof copy.fields) => byLabel(copy.fields[name].label);

  function renderForm() {
    const user = userEvent.setup();
    render(<ApplicationForm {...applicationFormProps(locale)} />);
    return user;
  }

  async function fillValid(user: UserEvent) {
    const answers = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
    for (const [name, value] of Object.entries(answers))
      await user.type(field(name as "email"), value);
    await user.type(field("age"), String(AGE_MIN + 4));
    await user.selectOptions(field("currentGrade"), String(GRADE_MIN));
    await user.type(field("country"), "Ireland");
    await user.type(field("interests"), "Engines and poetry");
    await user.type(field("parentEmail"), "parent@example.com");
  }

  const submit = (user: UserEvent) =>
    user.click(screen.getByRole("button", { name: copy.submitLabel }));
  const notifications = () =>
    within(screen.getByRole("region", { name: copy.toasts.region.replace("{hotkey}", "F8") }));

  it("keeps id=apply for Enroll Now, and gives every field its label, type and limits", () => {
    renderForm();
    expect(document.getElementById("apply")).toBeInTheDocument();
    const types = { text: "text", email: "email", number: "number", country: "text" };
    const shapes: readonly FieldShape[] = fieldGroups.flatMap(
      (group): readonly FieldShape[] => group.fields,
    );
    for (const shape of shapes) {
      const control = field(shape.name);
      expect(control, shape.name).toBeRequired();
      if (shape.kind in types) expect(control).toHaveAttribute("type", types[shape.kind as "text"]);
      if ("autoComplete" in shape)
        expect(control).toHaveAttribute("autocomplete", shape.autoComplete);
      expect(control).toHaveAccessibleDescription(
        expect.stringContaining((copy.fields[shape.name] as { hint?: string }).hint ?? ""),
      );
    }
    expect(field("age")).toHaveAttribute("min", String(AGE_MIN));
    expect(field("age")).toHaveAttribute("max", String(AGE_MAX));
    expect(field("interests").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("checkbox", { name: terms })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: terms })).not.toBeRequired();
  });

  it("offers each grade in words after an empty prompt", () => {
    renderForm();
    const options = within(field("currentGrade")).getAllByRole("option");
    const grades = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", copy.fields.currentGrade.prompt],
      ...grades.map((grade) => [String(grade), copy.grade({ grade })]),
    ]);
  });

  it("can be filled in from its prerendered HTML, which submits nowhere, with a note for visitors without JavaScript", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ApplicationForm {...applicationFormProps(locale)} />);
    const form = container.querySelector("form");
    // React's placeholder for a form action: a URL that goes nowhere, so a submit
    // before the code arrives (or without JavaScript) sends no request and leaves the URL alone.
    expect(new URL(form?.getAttribute("action") ?? "/", "https://example.com").protocol).toBe(
      "javascript:",
    );
    expect(form?.querySelectorAll(":disabled")).toHaveLength(0);
    // A <noscript>'s content is markup to a page that runs scripts: read as a visitor without them would.
    const note = container.querySelector("noscript")?.textContent ?? "";
    expect(new DOMParser().parseFromString(note, "text/html").body.textContent).toBe(
      copy.noscriptNote,
    );
  });

  it("shows no toast while required fields are empty", async () => {
    const user = renderForm();
    await submit(user);
    expect(field("firstName")).toBeInvalid();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifications().queryAllByRole("status")).toHaveLength(0);
    expect(document.querySelectorAll("[data-slot=toast]")).toHaveLength(0);
  });

  it("blocks a submit without the terms, then confirms the application: one toast at a time", async () => {
    const user = renderForm();
    await fillValid(user);
    await submit(user);
    const { termsRequired, submitted } = copy.toasts;
    const title = await notifications().findByText(termsRequired.title);
    expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "destructive");
    expect(notifications().getByText(termsRequired.description)).toBeInTheDocument();
    const box = screen.getByRole("checkbox", { name: terms });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute("aria-invalid", "true");
    // Nothing was cleared: the visitor only has to tick the box.
    expect(field("firstName")).toHaveValue("Ada");

    await user.click(box);
    await submit(user);
    const done = await notifications().findByText(submitted.title);
    expect(done.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "default");
    expect(notifications().getByText(submitted.description)).toBeInTheDocument();
    await expect.poll(() => notifications().queryByText(termsRequired.title)).toBeNull();
    // The application is done: the form starts again.
    expect(field("firstName")).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: terms })).not.toBeChecked();
  });

  it("keeps hostile and unusual input as the plain text typed", async () => {
    const user = renderForm();
    const hostile = `<img src=x onerror="alert(1)"><script>alert(2)</script> 🚀 مرحبا ‮ ${"x".repeat(2_000)}`;
    await user.click(field("interests"));
    await user.paste(hostile);
    expect(field("interests")).toHaveValue(hostile);
    expect(document.querySelector("#apply img, #apply script")).toBeNull();
  });

  it("links the terms and the privacy policy from its label, in a new tab", () => {
    renderForm();
    const box = screen.getByRole("checkbox", { name: terms });
    const label = document.querySelector(`label[for="${box.id}"]`) as HTMLElement;
    const tags = copy.termsLabel.flatMap((part) => (typeof part === "string" ? [] : [part]));
    expect(tags.map(({ tag }) => tag)).toEqual(["terms", "privacy"]);
    for (const { tag, text } of tags) {
      const link = within(label).getByRole("link", { name: text });
      expect(link).toHaveAttribute("href", localePath(locale, `/${tag}`));
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
      // Said of the link, outside the label, so the box keeps the label's words as its name.
      expect(link).toHaveAccessibleDescription(copy.newTab);
    }
  });
});
