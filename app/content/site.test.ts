import { afterEach, describe, expect, it, vi } from "vitest";

// Site settings: the defaults, each overridable at build time by an environment
// variable. The module reads the environment when it loads, so each case loads it afresh.

async function loadSite(env: { SITE_AUTHOR?: string; SITE_EMAIL?: string; SITE_URL?: string }) {
  for (const name of ["SITE_AUTHOR", "SITE_EMAIL", "SITE_URL"] as const) {
    vi.stubEnv(name, env[name] ?? "");
  }
  vi.resetModules();
  return import("~/content/site");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("site settings", () => {
  it("default to the school's name, the admissions e-mail and the public URL", async () => {
    const { site, absoluteUrl } = await loadSite({});
    expect(site.name).toBe("Nova Academy");
    expect(site.email).toBe("admissions@nova-academy.example");
    expect(site.url).toBe("https://nova-academy.example");
    expect(absoluteUrl("/")).toBe("https://nova-academy.example/");
    expect(absoluteUrl("/vision")).toBe("https://nova-academy.example/vision");
  });

  it("credit an author by default without naming a real person", async () => {
    const { site } = await loadSite({});
    expect(site.author.trim()).not.toBe("");
    // A personal name would be two capitalised words in a row ("Jane Doe").
    expect(site.author).not.toMatch(/\b[A-Z][a-z]+\s+[A-Z][a-z]+\b/);
    expect(site.author).toMatch(/student/i);
  });

  it("take SITE_AUTHOR, SITE_EMAIL and SITE_URL from the environment", async () => {
    const { site, absoluteUrl } = await loadSite({
      SITE_AUTHOR: "  Sam Example  ",
      SITE_EMAIL: "hello@school.test",
      SITE_URL: "https://www.school.test/",
    });
    expect(site.author).toBe("Sam Example");
    expect(site.email).toBe("hello@school.test");
    expect(site.url).toBe("https://www.school.test");
    expect(absoluteUrl("/join")).toBe("https://www.school.test/join");
    expect(absoluteUrl("/")).toBe("https://www.school.test/");
  });

  it("fall back to the defaults when a variable is blank", async () => {
    const { site } = await loadSite({ SITE_EMAIL: "   ", SITE_URL: " " });
    expect(site.email).toBe("admissions@nova-academy.example");
    expect(site.url).toBe("https://nova-academy.example");
  });

  it("reach the meta tags", async () => {
    await loadSite({ SITE_URL: "https://www.school.test" });
    const { pageMeta } = await import("~/lib/meta");
    const { lifeMeta } = await import("~/content/life");
    expect(pageMeta(lifeMeta)).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.school.test/life",
    });
  });
});
