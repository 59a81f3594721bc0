import { describe, expect, it } from "vitest";
import type { Field } from "@sveltia/cms";
import english from "~/content/en/messages.json";
import { flattenCatalog } from "~/content/catalog.js";
import { locales } from "~/content/locales";
import { isLegalPage, pages } from "~/content/pages";
import { logoPath, site } from "~/content/site";
import { resolveCmsSettings } from "~/content/site-settings";
import { SPEC_MESSAGES } from "~/content/spec-words";
import { TOUR_CATEGORIES, TOUR_MEDIA_FOLDER } from "~/content/tour-rules";
import {
  backendOf,
  catalogFields,
  cmsConfig,
  labelOf,
  MESSAGE_FIELD,
  TOUR_CATEGORY_FIELD,
  TOUR_PHOTO_FIELD,
  TOUR_WORDS_FIELD,
} from "./cms-config";

const input = {
  english,
  locales: locales.map(({ code }) => code),
  markdownPages: pages.filter(isLegalPage).map(({ id }) => ({ id, label: id })),
  cms: resolveCmsSettings({}),
  school: { name: site.name, logo: logoPath },
};

type Leaf = { key: string; field: Field & Record<string, unknown> };

/** Every message field, by its key path, in the order the editor shows (and saves) them. */
function leaves(fields: Field[], path = ""): Leaf[] {
  return fields.flatMap((field) => {
    const key = path ? `${path}.${field.name}` : field.name;
    return "fields" in field && Array.isArray(field.fields)
      ? leaves(field.fields as Field[], key)
      : [{ key, field: field as Leaf["field"] }];
  });
}

const messagesFile = (config: ReturnType<typeof cmsConfig>) => {
  const words = config.collections?.find((collection) => collection.name === "words");
  const file = words && "files" in words ? words.files?.[0] : undefined;
  return file as { file: string; fields: Field[] };
};

describe("the editor's configuration", () => {
  it("makes every key of the English catalog a field, in the catalog's order", () => {
    const keys = [...flattenCatalog(english, "en").messages.keys()];
    const fields = leaves(messagesFile(cmsConfig(input)).fields);
    expect(fields.map(({ key }) => key)).toEqual(keys);
    for (const { key, field } of fields) {
      expect(field.widget).toBe(MESSAGE_FIELD);
      expect(field.i18n).toBe(true);
      expect(field.catalog_key).toBe(key);
      expect(field.english).toBe(flattenCatalog(english, "en").messages.get(key));
      expect(field.english_file).toBe("app/content/en/messages.json");
    }
  });

  it("shows the fields whose English the specification fixes as fixed, and no other", () => {
    const fixed = new Set(SPEC_MESSAGES.map(({ key }) => key));
    for (const { key, field } of leaves(messagesFile(cmsConfig(input)).fields)) {
      expect(String(field.hint).includes("Fixed by the specification"), key).toBe(fixed.has(key));
    }
  });

  it("is the school's: its name and logo on the sign-in page and in the header", () => {
    expect(cmsConfig(input)).toMatchObject({
      app_title: site.name,
      logo: { src: logoPath, show_in_header: true },
    });
  });

  it("shows a key added to the catalog with no change to the configuration", () => {
    const added = structuredClone(english) as typeof english & {
      pages: { home: Record<string, unknown> };
    };
    added.pages.home.newsIntro = { title: "News" };
    const keys = leaves(messagesFile(cmsConfig({ ...input, english: added })).fields).map(
      ({ key }) => key,
    );
    expect(keys).toContain("pages.home.newsIntro.title");
    expect(keys.indexOf("pages.home.newsIntro.title")).toBe(
      keys.indexOf("pages.home.features.paperless.text") + 1,
    );
  });

  it("edits each language's catalog side by side, one file per language", () => {
    const config = cmsConfig(input);
    expect(messagesFile(config).file).toBe("app/content/{{locale}}/messages.json");
    expect(config.i18n).toMatchObject({ locales: ["en", "es"], default_locale: "en" });
    expect(config.output?.json).toEqual({ indent_style: "space", indent_size: 2 });
  });

  it("groups the messages by page and section, folded", () => {
    const [common] = catalogFields({ common: { nav: { menu: "Menu" } } }, "en.json");
    expect(common).toMatchObject({ name: "common", widget: "object", collapsed: true });
    expect(labelOf("academic-year-starts")).toBe("Academic year starts");
    expect(labelOf("skipLink")).toBe("Skip link");
  });

  it("keeps the policies' text raw, so {#anchor} and {siteName} stay as written", () => {
    const policies = cmsConfig(input).collections?.find(({ name }) => name === "policies");
    const files = (policies && "files" in policies ? policies.files : []) ?? [];
    expect(files.map(({ name }) => name)).toEqual(["privacy", "terms", "accessibility"]);
    const body = (files[0]?.fields ?? []).find(({ name }) => name === "body");
    expect(body).toMatchObject({ widget: "markdown", modes: ["raw"] });
  });
});

describe("where the editor saves", () => {
  it("opens pull requests on GitHub and GitLab, and saves to the branch on Forgejo", () => {
    const mode = (SITE_CMS_BACKEND: string) =>
      cmsConfig({ ...input, cms: resolveCmsSettings({ SITE_CMS_BACKEND }) }).publish_mode;
    expect(mode("github")).toBe("editorial_workflow");
    expect(mode("gitlab")).toBe("editorial_workflow");
    expect(mode("gitea")).toBe("simple");
  });

  it("signs in with OAuth or PKCE where it is configured, else with a token", () => {
    const backend = (env: Record<string, string>) => backendOf(resolveCmsSettings(env));
    expect(backend({})).toMatchObject({ name: "github", auth_methods: ["token"] });
    expect(backend({ SITE_CMS_BASE_URL: "https://auth.school.test" })).toEqual({
      name: "github",
      repo: "school/nova-academy",
      branch: "main",
      base_url: "https://auth.school.test",
    });
    expect(backend({ SITE_CMS_BACKEND: "gitlab", SITE_CMS_APP_ID: "abc" })).toMatchObject({
      auth_type: "pkce",
      app_id: "abc",
    });
    expect(
      backend({
        SITE_CMS_BACKEND: "gitea",
        SITE_CMS_BASE_URL: "https://code.school.test",
        SITE_CMS_API_ROOT: "https://code.school.test/api/v1",
      }),
    ).toMatchObject({ base_url: "https://code.school.test", auth_methods: ["token"] });
  });
});

describe("the tour's entry", () => {
  const tour = cmsConfig(input).collections?.find((collection) => collection.name === "tour");
  const file = (tour && "files" in tour ? tour.files?.[0] : undefined) as
    { file: string; fields: (Field & Record<string, unknown>)[] } | undefined;
  const stops = file?.fields[0] as
    (Field & { fields: (Field & Record<string, unknown>)[] }) | undefined;

  it("edits each language's tour file, its stops in one order for every language", () => {
    expect(file?.file).toBe("app/content/{{locale}}/tour.json");
    expect(stops?.name).toBe("stops");
    expect(stops?.i18n).toBe("duplicate");
  });

  it("keeps the photo and the category in the default language's file, the words in each", () => {
    const byName = Object.fromEntries((stops?.fields ?? []).map((field) => [field.name, field]));
    expect(byName.photo?.widget).toBe(TOUR_PHOTO_FIELD);
    expect(byName.photo?.i18n).toBeUndefined();
    expect(byName.photo?.media_folder).toBe(`/app/content/${TOUR_MEDIA_FOLDER}`);
    expect(byName.category?.widget).toBe(TOUR_CATEGORY_FIELD);
    expect((byName.category?.options as { value: string }[]).map(({ value }) => value)).toEqual([
      ...TOUR_CATEGORIES,
    ]);
    for (const words of ["title", "description", "alt"]) {
      expect(byName[words]?.widget).toBe(TOUR_WORDS_FIELD);
      expect(byName[words]?.i18n).toBe(true);
    }
    // Only the tour's own checks speak: the CMS's "required" would be a second message.
    for (const field of stops?.fields ?? []) expect(field.required).toBe(false);
  });
});
