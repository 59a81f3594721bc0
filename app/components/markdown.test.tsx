import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "~/components/markdown";
import { site } from "~/content/site";
import { parseMarkdownPage } from "~/lib/markdown-page";

// A Markdown page's elements as the site's own: links in the look of every text link,
// lists with visible markers.

const body = (markdown: string) =>
  parseMarkdownPage(
    `---\ntitle: "T"\ndescription: "D"\nlead: "L"\nrevised: 2026-11-24\n---\n\n## S {#s-heading}\n\n${markdown}\n`,
    { path: "test.md", locale: "es" },
  ).sections[0]!.body;

describe("Markdown", () => {
  it("shows links as the site's text links, where the page's language leads them; the e-mail untranslated", () => {
    render(<Markdown tree={body("Read [the terms](/terms) or write to {email}.")} />);
    const terms = screen.getByRole("link", { name: "the terms" });
    expect(terms).toHaveAttribute("href", "/es/terms");
    expect(terms).toHaveClass("text-accent-200", "underline");
    const email = screen.getByRole("link", { name: site.email });
    expect(email).toHaveAttribute("href", `mailto:${site.email}`);
    // The address is the same in every language: page translation leaves it alone.
    expect(email).toHaveAttribute("translate", "no");
    expect(terms).not.toHaveAttribute("translate");
    expect(email.className).toBe(terms.className);
  });

  it("gives lists their markers back, numbered lists from their first number", () => {
    render(<Markdown tree={body("- one\n- two\n\n3. three\n4. four")} />);
    const [bullets, numbers] = screen.getAllByRole("list");
    expect(bullets!.tagName).toBe("UL");
    expect(bullets).toHaveClass("list-disc");
    expect(numbers).toHaveClass("list-decimal");
    expect(numbers).toHaveAttribute("start", "3");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "one",
      "two",
      "three",
      "four",
    ]);
  });
});
