// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loader } from "./robots-txt";

describe("robots.txt", () => {
  it("lets every crawler in and names the sitemap by its absolute URL", async () => {
    const response = loader();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Sitemap: https://nova-academy.example/sitemap.xml",
      ]),
    );
    expect(lines.some((line) => line.startsWith("Disallow"))).toBe(false);
  });
});
