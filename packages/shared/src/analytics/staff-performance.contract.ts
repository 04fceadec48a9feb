import { nothing } from "../api.ts";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { Menu } from "../menus.ts";
import {
  myDataBody,
  staffPerformanceExportBody,
  staffPerformanceListBody,
  staffPerformanceMember,
  staffPerformanceMemberBody,
  staffPerformancePage,
} from "./staff-performance.schema.ts";

const tag = "analytics";
const access = { menu: Menu.StaffPerformance };

/**
 * Staff performance (menu 3005) and my data (menu 2000): docs/api-analytics.md "Staff performance
 * and my data".
 */
export const staffPerformanceContract = {
  list: contract({
    path: "/api/staffPerformance/list",
    access,
    body: staffPerformanceListBody,
    response: staffPerformancePage,
    summary:
      "Members with their metres and m² cut, slabs, cut records, crafts done, piece pay (fen) and boards packed over a period; totals",
    tag,
  }),
  member: contract({
    path: "/api/staffPerformance/member",
    access,
    body: staffPerformanceMemberBody,
    response: staffPerformanceMember,
    summary: "One member's figures, sums per day and records of one kind (cutting, crafts, packing), paged",
    tag,
  }),
  /**
   * Success is the .xlsx itself, sent by the handler; POST like every call (the filters are a JSON
   * body, the fuzz and the isolation harness reach it). Declared as a JSON answer of `null` because
   * that is the envelope a refusal answers: `route()` gives a file answer no response schema, and
   * every POST route must declare one (api-conventions test), as this route did before contracts.
   */
  export: contract({
    path: "/api/staffPerformance/export",
    access,
    body: staffPerformanceExportBody,
    response: nothing,
    answer: "file",
    summary:
      "The list's members and totals as .xlsx (headings in the caller's language, pay in yuan); answers the file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)",
    tag,
  }),
  myData: contract({
    path: "/api/dashboard/myData",
    access: { menu: Menu.Dashboard },
    body: myDataBody,
    response: staffPerformanceMember,
    refusals: [Code.NoDataInRange],
    summary:
      "The caller's own figures, sums per day and records of one kind over a period (1200016 when there is nothing)",
    tag,
  }),
};
