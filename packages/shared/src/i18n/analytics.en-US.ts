import type { Sections } from "./index.ts";

/** Server messages of the analytics area (en-US). Keys must match zh-CN. */
export const analyticsEn: Sections["analytics"] = {
  performance: {
    periodOrder: "The end date cannot be before the start date",
    periodTooLong: "The period cannot be longer than 366 days",
    fileName: "staff-performance_{{from}}_{{to}}.xlsx",
    totals: "Total",
  },
  export: {
    sheet: "Staff performance",
    period: "Period: {{from}} to {{to}}",
    name: "Name",
    staffNo: "Staff no.",
    department: "Department",
    role: "Role",
    cutMetres: "Metres cut (m)",
    cutArea: "Area cut (m²)",
    slabs: "Slabs cut",
    slabsConsumed: "Slabs consumed",
    cutRecords: "Cut records",
    craftsDone: "Crafts done",
    piecePay: "Piece pay (¥)",
    boardsPacked: "Boards put in boxes",
  },
  dashboard: {
    rangeOrder: "The end date cannot be before the start date",
    rangeTooLong: "A range is at most 366 days",
  },
};
