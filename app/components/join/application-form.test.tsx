import { render, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApplicationForm from "~/components/join/application-form";
import { applicationFormProps } from "~/components/join/application-section";

const TERMS = "I agree to the terms and conditions and privacy policy";
const props = applicationFormProps("en");

function renderForm() {
  const user = userEvent.setup();
  render(<ApplicationForm {...props} />);
  return user;
}

async function fillValid(user: UserEvent) {
  await user.type(screen.getByLabelText(/First name/), "Ada");
  await user.type(screen.getByLabelText(/Last name/), "Lovelace");
  await user.type(screen.getByLabelText(/Student e-mail/), "ada@example.com");
  await user.type(screen.getByLabelText(/Age/), "14");
  await user.selectOptions(screen.getByLabelText(/Current grade/), "9");
  await user.type(screen.getByLabelText(/Country/), "Ireland");
  await user.type(screen.getByLabelText(/Interests/), "Engines and poetry");
  await user.type(screen.getByLabelText(/Parent or guardian e-mail/), "parent@example.com");
}

function submit(user: UserEvent) {
  return user.click(screen.getByRole("button", { name: "Submit Application" }));
}

function notifications() {
  return within(screen.getByRole("region", { name: /Notifications/ }));
}

describe("ApplicationForm", () => {
  it("keeps id=apply for the Enroll Now link and labels every field", () => {
    renderForm();
    expect(document.getElementById("apply")).toBeInTheDocument();
    const labels = [
      /First name/,
      /Last name/,
      /Student e-mail/,
      /Age/,
      /Current grade/,
      /Country/,
      /Interests/,
      /Parent or guardian e-mail/,
    ];
    for (const label of labels) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/Age/)).toHaveAttribute("type", "number");
    expect(screen.getByLabelText(/Age/)).toHaveAccessibleDescription(/10 to 18/);
    expect(screen.getByRole("checkbox", { name: TERMS })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: TERMS })).not.toBeRequired();
  });

  it("offers the grades 5th to 12th after an empty prompt", () => {
    renderForm();
    const options = within(screen.getByLabelText(/Current grade/)).getAllByRole("option");
    expect(options.map((option) => option.getAttribute("value"))).toEqual([
      "",
      ..."5 6 7 8 9 10 11 12".split(" "),
    ]);
    expect(options[1]).toHaveTextContent("5th Grade");
    expect(options[8]).toHaveTextContent("12th Grade");
  });

  it("can be filled in from its prerendered HTML, which submits nowhere, with a note for visitors without JavaScript", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ApplicationForm {...props} />);
    const form = container.querySelector("form");
    // React's placeholder for a form action: a URL that goes nowhere, so a submit
    // before the code arrives (or without JavaScript) sends no request and leaves the URL alone.
    expect(new URL(form?.getAttribute("action") ?? "/", "https://example.com").protocol).toBe(
      "javascript:",
    );
    expect(form?.querySelectorAll(":disabled")).toHaveLength(0);
    expect(container.querySelector("noscript")?.textContent).toMatch(/needs JavaScript/);
  });

  it("is enabled once React runs it", () => {
    renderForm();
    expect(screen.getByLabelText(/First name/)).toBeEnabled();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  it("shows no toast when required fields are empty", async () => {
    const user = renderForm();
    await submit(user);
    expect(screen.getByLabelText(/First name/)).toBeInvalid();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifications().queryByText("Terms Required")).toBeNull();
    expect(notifications().queryByText("Application Submitted!")).toBeNull();
  });

  it("blocks a submit without the terms with the Terms Required toast", async () => {
    const user = renderForm();
    await fillValid(user);
    await submit(user);
    const title = await notifications().findByText("Terms Required");
    expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "destructive");
    expect(
      notifications().getByText("Please agree to the terms and conditions to continue."),
    ).toBeInTheDocument();
    const terms = screen.getByRole("checkbox", { name: TERMS });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute("aria-invalid", "true");
    // Nothing was cleared: the visitor only has to tick the box.
    expect(screen.getByLabelText(/First name/)).toHaveValue("Ada");
  });

  it("confirms a complete application and clears the form", async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("checkbox", { name: TERMS }));
    await submit(user);
    const title = await notifications().findByText("Application Submitted!");
    expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "default");
    expect(
      notifications().getByText(
        "We'll review your application and get back to you within 48 hours.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: TERMS })).not.toBeChecked();
  });

  it("shows one result toast at a time", async () => {
    const user = renderForm();
    await fillValid(user);
    await submit(user);
    await notifications().findByText("Terms Required");
    await user.click(screen.getByRole("checkbox", { name: TERMS }));
    await submit(user);
    await notifications().findByText("Application Submitted!");
    await expect.poll(() => notifications().queryByText("Terms Required")).toBeNull();
  });

  it("keeps hostile input as plain text", async () => {
    const user = renderForm();
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> 🚀 مرحبا';
    const interests = screen.getByLabelText(/Interests/);
    await user.click(interests);
    await user.paste(hostile);
    expect(interests).toHaveValue(hostile);
    expect(document.querySelector("#apply img, #apply script")).toBeNull();
  });
});

describe("the consent label", () => {
  it("keeps the spec's exact words, and links the terms and the privacy policy in a new tab", () => {
    renderForm();
    const box = screen.getByRole("checkbox", { name: TERMS });
    const label = document.querySelector(`label[for="${box.id}"]`) as HTMLElement;
    const terms = within(label).getByRole("link", { name: "terms and conditions" });
    const privacy = within(label).getByRole("link", { name: "privacy policy" });
    expect(terms).toHaveAttribute("href", "/terms");
    expect(privacy).toHaveAttribute("href", "/privacy");
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
      // Said of the link, outside the label, so the box keeps its exact name.
      expect(link).toHaveAccessibleDescription(/new tab/);
    }
  });
});
