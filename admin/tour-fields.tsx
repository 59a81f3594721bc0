/**
 * The tour's field types (the "Virtual tour" entry): the editor's own controls for a stop's
 * photo, category and words, each drawn by the built-in field type it extends (image,
 * select, text), with an `isValid()` that refuses a save the build would refuse, with the
 * build's message (admin/field-checks.ts, app/content/tour-rules.ts). Class components
 * without hooks, as admin/field-types.tsx explains.
 */
import CMS, { type CustomFieldControlProps } from "@sveltia/cms";
import { Component, createElement } from "react";
import { sniffPhotoFormat } from "~/content/tour-rules";
import {
  tourCategoryProblems,
  tourPhotoProblems,
  tourWordsProblems,
  verdict,
} from "./field-checks";

/** The built-in field type a field is drawn with: its control, given this field's props. */
function drawn(type: string, props: CustomFieldControlProps) {
  const control = CMS.getFieldType(type)?.control;
  return control ? createElement(control, props) : null;
}

/** The entry's data, as the pane's language has it. */
const entryData = (props: CustomFieldControlProps): Record<string, unknown> =>
  (props.entry?.get("data") as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.() ??
  {};

/**
 * An upload's format (from its first bytes) and size (decoded, turned as its camera says,
 * as the build's sharp turns it): what the build will check of the same file.
 */
async function inspect(file: Blob) {
  const format = sniffPhotoFormat(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  const size = format
    ? await createImageBitmap(file).then(
        (bitmap) => {
          const { width, height } = bitmap;
          bitmap.close();
          return { width, height };
        },
        () => undefined,
      )
    : undefined;
  return { format, size };
}

/**
 * A stop's photo: an upload (kept in the media folder, app/content/media/tour/, when the
 * entry is saved), a photo already there, or a stock photo's address, chosen in the CMS's
 * own Select Assets dialog. The CMS's image field cannot be drawn outside its own editor,
 * so this one shows the photo and a button that opens the same dialog.
 */
export class TourPhotoControl extends Component<CustomFieldControlProps> {
  /** The file last chosen, and the value it was given, to check what the build will. */
  private picked: { value: string; file: Blob } | undefined;

  async isValid(value: unknown) {
    const { stops } = entryData(this.props);
    const count = Array.isArray(stops) ? stops.length : 0;
    const { picked } = this;
    const file = picked && picked.value === value ? await inspect(picked.file) : undefined;
    return verdict(tourPhotoProblems(value, count, file));
  }

  private choose = async () => {
    const picked = await this.props.pickFile({ kind: "image", allowURL: true });
    if (!picked || Array.isArray(picked)) return;
    this.picked = picked.file ? { value: picked.value, file: picked.file } : undefined;
    this.props.onChange(picked.value);
  };

  render() {
    const { value, forID } = this.props;
    const photo = typeof value === "string" ? value : "";
    // A new upload and a stock photo can be shown here; a file of the repository is named.
    const shown = /^(?:blob|https):/.test(photo) ? photo : undefined;
    return (
      <div style={{ display: "flex", alignItems: "center", gap: "1rem", flexWrap: "wrap" }}>
        {shown ? (
          <img
            src={shown}
            alt=""
            width={120}
            height={90}
            style={{ objectFit: "cover", borderRadius: "0.25rem" }}
          />
        ) : null}
        <output id={forID} style={{ overflowWrap: "anywhere", flex: "1 1 12rem" }}>
          {photo.startsWith("blob:") ? "New photo (uploaded when you save)" : photo || "No photo"}
        </output>
        <button type="button" onClick={this.choose} style={{ font: "inherit" }}>
          {photo ? "Replace photo…" : "Choose a photo…"}
        </button>
      </div>
    );
  }
}

/** A stop's category: one of the six. */
export class TourCategoryControl extends Component<CustomFieldControlProps> {
  isValid(value: unknown) {
    return verdict(tourCategoryProblems(value));
  }

  render() {
    return drawn("select", this.props);
  }
}

/** A stop's title, description or alternative text, in the pane's language. */
export class TourWordsControl extends Component<CustomFieldControlProps> {
  isValid(value: unknown) {
    const { field, entry } = this.props;
    return verdict(tourWordsProblems(field.get("name"), value, entry?.get("path")));
  }

  render() {
    return drawn(String(this.props.field.get("input") ?? "text"), this.props);
  }
}
