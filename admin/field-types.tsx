/**
 * The editor's two field types, whose `isValid()` refuses a save the build would refuse,
 * with the build's own message (admin/field-checks.ts): a message of the catalog, and a
 * date (or the year) of the admissions cycle. Sveltia CMS renders controls with its own
 * copy of React, so these are class components without hooks: their elements are plain
 * objects either copy renders, and `setState` is never called.
 */
import { cycleFieldProblems, messageProblems, verdict } from "./field-checks";
import type { CustomFieldControlProps } from "@sveltia/cms";
import { Component, type ChangeEvent } from "react";

/** A message: a text box as tall as its text, checked against the English message it translates. */
export class MessageControl extends Component<CustomFieldControlProps> {
  isValid(value: unknown) {
    const { field, entry } = this.props;
    const english = String(field.get("english") ?? "");
    // The English pane edits the default language's file, where the spec's words are fixed.
    const inEnglish = entry?.get("path") === field.get("english_file");
    return verdict(messageProblems(value, english, String(field.get("catalog_key")), inEnglish));
  }

  render() {
    const { forID, classNameWrapper, value, onChange } = this.props;
    const text = typeof value === "string" ? value : "";
    return (
      <textarea
        id={forID}
        className={classNameWrapper}
        value={text}
        rows={Math.max(1, Math.ceil(text.length / 60))}
        // The editor's own text boxes: its typeface, room to read, grown by height only.
        style={{ font: "inherit", lineHeight: 1.5, width: "100%", resize: "vertical" }}
        spellCheck
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
    );
  }
}

/** The cycle's fields, as dates.json has them, without this one. */
const entryData = (props: CustomFieldControlProps): Record<string, unknown> =>
  (props.entry?.get("data") as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.() ??
  {};

/** The dates of the cycle, joined: a change of any of them is a revision. */
const datesOf = (data: Record<string, unknown>) =>
  Object.entries(data)
    .filter(([name]) => name !== "revised")
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(";");

/** When a revision happens, as the calendars' DTSTAMP wants it: UTC, to the second. */
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * A part of the admissions cycle (the field's `input`): the year, a day, or the revision
 * stamp, which is set, once, when a date changes. Each part is checked with the whole
 * cycle, as the build checks it, against the other fields' current values.
 */
export class CycleControl extends Component<CustomFieldControlProps> {
  private datesAtStart = datesOf(entryData(this.props));
  private stamped = false;

  async isValid(value: unknown) {
    // The entry in this control's props catches up with the other fields a moment after
    // the change that asks for this check.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const name = String(this.props.field.get("name"));
    return verdict(cycleFieldProblems(entryData(this.props), name, value));
  }

  componentDidUpdate() {
    if (this.props.field.get("input") !== "revised" || this.stamped) return;
    if (datesOf(entryData(this.props)) === this.datesAtStart) return;
    this.stamped = true;
    this.props.onChange(now());
  }

  render() {
    const { forID, classNameWrapper, value, onChange, field } = this.props;
    const input = field.get("input");
    if (input === "revised") {
      return (
        <output id={forID} className={classNameWrapper}>
          {String(value ?? "")}
        </output>
      );
    }
    const change = (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      // A year is a number in the file; what is not one stays text, for the check to name.
      onChange(input === "year" && /^\d+$/.test(text) ? Number(text) : text);
    };
    return (
      <input
        id={forID}
        className={classNameWrapper}
        type={input === "year" ? "number" : "date"}
        value={value === undefined || value === null ? "" : String(value)}
        onChange={change}
      />
    );
  }
}
