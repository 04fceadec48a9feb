import { FLOOR_STAGES, formatArea, formatMoney, formatPercent } from "@stoneworks/shared";
import type { TFunction } from "i18next";

/**
 * The audit log's detail column as readable text in the UI language: each known key of an entry's
 * `detail` (docs/api-enterprise.md "Audit log") through its template `enterprise:audit.fields.<key>`,
 * values formatted (money in yuan, areas in m², yields in %, enums translated); ids and empty values
 * are left out. An unknown key shows as "key in words: value".
 */
type Kind = "text" | "count" | "money" | "area" | "percent" | "enum" | "flag" | "list" | "size";

/** Known keys in reading order, with how their value is shown. */
const FIELDS: [string, Kind][] = [
  ["orderNo", "text"],
  ["projectNo", "text"],
  ["code", "text"],
  ["boxNo", "text"],
  ["fromStage", "enum"],
  ["stage", "enum"],
  ["route", "list"],
  ["name", "text"],
  ["title", "text"],
  ["label", "text"],
  ["kind", "enum"],
  ["phone", "text"],
  ["isNew", "flag"],
  ["hasUpdate", "flag"],
  ["planes", "count"],
  ["boards", "count"],
  ["boxes", "count"],
  ["groups", "count"],
  ["plans", "count"],
  ["slabIds", "size"],
  ["kerf", "count"],
  ["stages", "count"],
  ["rotation", "enum"],
  ["timeLimitSeconds", "count"],
  ["source", "enum"],
  ["yieldRate", "percent"],
  ["tableSide", "text"],
  ["totalFen", "money"],
  ["amountFen", "money"],
  ["feeFen", "money"],
  ["seqs", "size"],
  ["areaMm2", "area"],
  ["deliveryDate", "text"],
  ["tradeNo", "text"],
  ["count", "count"],
  ["codes", "list"],
  ["steps", "size"],
  ["menus", "size"],
  ["reason", "text"],
  ["previousReason", "text"],
  ["note", "text"],
  ["ip", "text"],
];

const KIND_OF = new Map(FIELDS.map(([k, kind]) => [k, kind]));
const ORDER = new Map(FIELDS.map(([k], i) => [k, i]));

/** Values of the enum keys that have words: `enterprise:audit.values.<key>.<value>`. */
export const DETAIL_ENUMS: Record<string, readonly string[]> = {
  kind: ["enterprise", "store", "personal"],
  rotation: ["allowed", "banned"],
  source: ["cloud", "manual"],
  stage: FLOOR_STAGES,
};
/** Keys whose values are another key's enum (a rack's route and the stage it left are stages). */
const ENUM_OF: Record<string, string> = { fromStage: "stage", route: "stage" };
const enumWord = (t: TFunction, key: string, v: unknown) => {
  const e = ENUM_OF[key] ?? key;
  return DETAIL_ENUMS[e]?.includes(String(v)) ? t(`enterprise:audit.values.${e}.${String(v)}`) : plain(v);
};

/** Every key with a template, for the locale test. */
export const DETAIL_FIELDS: readonly string[] = [
  ...FIELDS.map(([k]) => k),
  "allSlabs",
  "menusChanged",
  "limitChanged",
];

const isId = (key: string) => /(Id|Ids)$/.test(key) && key !== "slabIds";
const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

function plain(v: unknown): string {
  if (Array.isArray(v)) return v.map(plain).join(", ");
  if (typeof v === "object" && v !== null) return JSON.stringify(v);
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v))
    return v.slice(0, 16).replace("T", " ");
  return String(v);
}

/** One key's words, or null when it says nothing (an id, an empty value, a false flag). */
function fieldText(t: TFunction, key: string, v: unknown): string | null {
  const kind = KIND_OF.get(key);
  // A cloud layout over every slab to pick stores no slab list.
  if (key === "slabIds" && v === null) return t("enterprise:audit.fields.allSlabs");
  if (isId(key) || isEmpty(v)) return null;
  const field = (value: string | number) => t(`enterprise:audit.fields.${key}`, { value });
  // A number of things reads "1 plane" / "2 planes" (the key's _one form, where it has one).
  const counted = (n: number) => t(`enterprise:audit.fields.${key}`, { value: n, count: n });
  switch (kind) {
    case "text":
      return field(plain(v));
    case "count":
      return typeof v === "number" ? counted(v) : field(plain(v));
    case "money":
      return field(formatMoney(Number(v)).replace(/\B(?=(\d{3})+(?!\d))/g, ","));
    case "area":
      return field(formatArea(Number(v)));
    case "percent":
      return field(formatPercent(Number(v), true));
    case "size":
      return Array.isArray(v) ? counted(v.length) : field(plain(v));
    case "list": {
      const list = (Array.isArray(v) ? v : [v]).map((x) => enumWord(t, key, x));
      return field(list.length > 8 ? `${list.slice(0, 8).join(", ")} …` : list.join(", "));
    }
    case "flag":
      return v === true ? t(`enterprise:audit.fields.${key}`) : null;
    case "enum":
      return field(enumWord(t, key, v));
    default:
      if (typeof v === "boolean")
        return `${words(key)}: ${t(v ? "enterprise:audit.yes" : "enterprise:audit.no")}`;
      return `${words(key)}: ${plain(v)}`;
  }
}

/** The detail of one entry as one line of text; "" when it holds nothing to show. */
export function detailText(t: TFunction, entity: string, detail: Record<string, unknown> | null | undefined) {
  if (!detail || typeof detail !== "object") return "";
  const parts: string[] = [];
  let entries = Object.entries(detail);
  // A role's permissions before and after an edit: their numbers, not the ids.
  if (entity === "role" && Array.isArray(detail.from) && Array.isArray(detail.to)) {
    parts.push(t("enterprise:audit.fields.menusChanged", { from: detail.from.length, to: detail.to.length }));
    entries = entries.filter(([k]) => k !== "from" && k !== "to");
  }
  // The racks' time limits: each stage whose limit changed, in hours.
  if (entity === "rackSettings" && typeof detail.before === "object" && typeof detail.after === "object") {
    const before = (detail.before ?? {}) as Record<string, number>;
    const after = (detail.after ?? {}) as Record<string, number>;
    for (const stage of FLOOR_STAGES)
      if (before[stage] !== after[stage])
        parts.push(
          t("enterprise:audit.fields.limitChanged", {
            stage: enumWord(t, "stage", stage),
            from: before[stage] ?? "-",
            to: after[stage] ?? "-",
          }),
        );
    entries = entries.filter(([k]) => k !== "before" && k !== "after");
  }
  entries.sort(([a], [b]) => (ORDER.get(a) ?? FIELDS.length) - (ORDER.get(b) ?? FIELDS.length));
  for (const [key, v] of entries) {
    const text = fieldText(t, key, v);
    if (text) parts.push(text);
  }
  const line = parts.join(t("enterprise:audit.joiner"));
  return line.charAt(0).toUpperCase() + line.slice(1);
}
