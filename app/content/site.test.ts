// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_SITE_NAME,
  resolveCmsSettings,
  resolveSiteSettings,
  slugOf,
} from "~/content/site-settings";

// Site settings: the defaults, each overridable at build time by an environment variable.

const NAMES = ["SITE_NAME", "SITE_AUTHOR", "SITE_EMAIL", "SITE_URL"] as const;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("site settings", () => {
  it("default to the school's name, an admissions e-mail and a public URL named after it", () => {
    const site = resolveSiteSettings({});
    expect(site.name).toBe(DEFAULT_SITE_NAME);
    expect(site.slug).toBe("nova-academy");
    expect(site.email).toBe("admissions@nova-academy.example");
    expect(site.url).toBe("https://nova-academy.example");
  });

  it("credit no one by name by default (each language's footer says who built it)", () => {
    expect(resolveSiteSettings({}).author).toBeUndefined();
  });

  it("take SITE_NAME, SITE_AUTHOR, SITE_EMAIL and SITE_URL from the environment", () => {
    const site = resolveSiteSettings({
      SITE_NAME: " Orion Ridge School ",
      SITE_AUTHOR: "  Sam Example  ",
      SITE_EMAIL: "hello@school.test",
      SITE_URL: "https://www.school.test/",
    });
    expect(site).toEqual({
      name: "Orion Ridge School",
      slug: "orion-ridge-school",
      author: "Sam Example",
      email: "hello@school.test",
      url: "https://www.school.test",
    });
  });

  it("rename the example e-mail and URL with the school", () => {
    const site = resolveSiteSettings({ SITE_NAME: "École Étoile du Nord" });
    expect(site.slug).toBe("ecole-etoile-du-nord");
    expect(site.email).toBe("admissions@ecole-etoile-du-nord.example");
    expect(site.url).toBe("https://ecole-etoile-du-nord.example");
    expect(slugOf("!!!")).toBe("school");
  });

  it("fall back to the defaults when a variable is blank", () => {
    const site = resolveSiteSettings({ SITE_NAME: "  ", SITE_EMAIL: "   ", SITE_URL: " " });
    expect(site.name).toBe(DEFAULT_SITE_NAME);
    expect(site.email).toBe("admissions@nova-academy.example");
    expect(site.url).toBe("https://nova-academy.example");
  });

  it("reach the copy and the meta tags of a build", async () => {
    for (const name of NAMES) vi.stubEnv(name, "");
    vi.stubEnv("SITE_NAME", "Orion Ridge School");
    vi.stubEnv("SITE_URL", "https://www.school.test");
    vi.resetModules();
    const { pageMeta } = await import("~/lib/meta");
    const { site } = await import("~/content/site");
    expect(pageMeta("life", "en")).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.school.test/life",
    });
    expect(site.name).toBe("Orion Ridge School");
  });
});

describe("the editor's settings", () => {
  it("default to a GitHub repository named after the school, on main", () => {
    expect(resolveCmsSettings({ SITE_NAME: "Orion Ridge School" })).toEqual({
      backend: "github",
      repo: "school/orion-ridge-school",
      branch: "main",
      baseUrl: undefined,
      appId: undefined,
      apiRoot: undefined,
    });
  });

  it("take SITE_CMS_* from the environment, and refuse a host it cannot save to", () => {
    const cms = resolveCmsSettings({
      SITE_CMS_BACKEND: "gitea",
      SITE_CMS_REPO: " office/website ",
      SITE_CMS_BRANCH: "cms",
      SITE_CMS_BASE_URL: "https://code.school.test/",
      SITE_CMS_APP_ID: "0a1b2c",
      SITE_CMS_API_ROOT: "https://code.school.test/api/v1/",
    });
    expect(cms).toEqual({
      backend: "gitea",
      repo: "office/website",
      branch: "cms",
      baseUrl: "https://code.school.test",
      appId: "0a1b2c",
      apiRoot: "https://code.school.test/api/v1",
    });
    expect(() => resolveCmsSettings({ SITE_CMS_BACKEND: "bitbucket" })).toThrow(
      'SITE_CMS_BACKEND is "bitbucket": one of github, gitlab, gitea',
    );
  });
});
