/**
 * A date or a range of dates in words, in a language's own way (`Intl`, in UTC, so a
 * date is the same day everywhere): "March 31, 2025", "31 de marzo de 2025".
 * A range comes in two parts, each a whole date to a reader, so each can sit in its
 * own <time>: "April 1" and "30, 2025"; "1" and "30 de abril de 2025".
 */
export type DateText = { start: string; end?: string; separator?: string };

const format = (intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: "long", timeZone: "UTC" });

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * @param separator what goes between the two days of a range; by default the
 * language's own (Intl's), e.g. "–" in Spanish.
 */
export function formatDates(
  intl: string,
  dates: readonly [string] | readonly [string, string],
  separator?: string,
): DateText {
  const [first, last] = dates;
  if (last === undefined) return { start: format(intl).format(day(first)) };
  const parts = format(intl).formatRangeToParts(day(first), day(last));
  const startEnds = parts.findLastIndex((part) => part.source === "startRange");
  const endStarts = parts.findIndex((part) => part.source === "endRange");
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join("");
  return {
    start: text(0, startEnds + 1),
    separator: separator ?? text(startEnds + 1, endStarts),
    end: text(endStarts),
  };
}

/** The whole text of a date or range, as one string. */
export function datesText({ start, separator = "", end }: DateText): string {
  return end === undefined ? start : `${start}${separator}${end}`;
}
