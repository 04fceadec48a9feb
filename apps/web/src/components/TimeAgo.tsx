import { Tooltip } from "antd";
import { dayjs } from "../lib/dayjs-locale.ts";
import { RelativeTime } from "../lib/format.ts";

/** Relative time (spec §9) with the absolute time in a tooltip. */
export function TimeAgo({ value }: { value: string | null | undefined }) {
  if (!value) return "-";
  return (
    <Tooltip title={dayjs(value).format("YYYY-MM-DD HH:mm:ss")}>
      <span className="sw-time-ago" style={{ whiteSpace: "nowrap" }}>
        <RelativeTime value={value} />
      </span>
    </Tooltip>
  );
}
