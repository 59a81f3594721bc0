// @vitest-environment node
import { describe, expect, it } from "vitest";
import { draftFromFormData, validateApplication } from "~/lib/application";

function formData(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("validateApplication", () => {
  it("accepts an application whose terms are agreed to", () => {
    expect(validateApplication({ agreeTerms: true })).toEqual({ ok: true });
  });

  it("rejects an application whose terms are not agreed to", () => {
    expect(validateApplication({ agreeTerms: false })).toEqual({ ok: false, error: "terms" });
  });

  it("only accepts a real true, not a truthy value", () => {
    const sneaky = { agreeTerms: "yes" } as unknown as { agreeTerms: boolean };
    expect(validateApplication(sneaky)).toEqual({ ok: false, error: "terms" });
  });
});

describe("draftFromFormData", () => {
  it("reads every field of the draft, the checkbox as a boolean", () => {
    const draft = draftFromFormData(
      formData({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        age: "14",
        currentGrade: "9",
        interests: "Engines",
        parentEmail: "parent@example.com",
        country: "Ireland",
        agreeTerms: "on",
      }),
    );
    expect(draft).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      age: "14",
      currentGrade: "9",
      interests: "Engines",
      parentEmail: "parent@example.com",
      country: "Ireland",
      agreeTerms: true,
    });
  });

  it("treats an absent checkbox as not agreed and missing fields as empty", () => {
    const draft = draftFromFormData(formData({ firstName: "Ada" }));
    expect(draft.agreeTerms).toBe(false);
    expect(draft.lastName).toBe("");
    expect(validateApplication(draft).ok).toBe(false);
  });

  it("ignores file entries", () => {
    const data = new FormData();
    data.append("country", new Blob(["x"]), "x.txt");
    expect(draftFromFormData(data).country).toBe("");
  });
});
