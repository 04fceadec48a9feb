import { formatArea } from "@stoneworks/shared";
import { dayjs } from "../../../lib/dayjs-locale.ts";

/** How cutting figures read on screen: metres with 2 decimals, m² with 3, slabs with up to 3. */
export const metres = (mm: number) => (mm / 1000).toFixed(2);
export const squareMetres = (mm2: number) => formatArea(mm2);
/** One record's share of a slab (0.333 of a slab cut in three records), up to 3 decimals. */
export const slabs = (milli: number) => String(Number((milli / 1000).toFixed(3)));
export const when = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm:ss") : "-");
export const DAY = "YYYY-MM-DD";
