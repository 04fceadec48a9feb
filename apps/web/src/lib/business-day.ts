import type { Dayjs } from "dayjs";
import { dayjs } from "./dayjs-locale.ts";

/**
 * Today's business day (Asia/Shanghai, UTC+8, no daylight saving: the day the server counts records in)
 * whatever the browser's time zone; default date ranges start from it so the page and the server agree.
 */
export const businessToday = (): Dayjs =>
  dayjs(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
