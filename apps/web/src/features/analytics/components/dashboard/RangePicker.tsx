import { DatePicker } from "antd";
import { useTranslation } from "react-i18next";
import { dayjs } from "../../../../lib/dayjs-locale.ts";

const DAY = "YYYY-MM-DD";

/**
 * The dashboard's custom range: loaded only when a range other than a preset is wanted (the
 * date picker stays out of the dashboard's first download; the presets need none).
 */
export default function RangePicker({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (r: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      allowClear={false}
      value={[dayjs(from), dayjs(to)]}
      aria-label={t("analytics:dashboard.range")}
      data-testid="dash-range"
      onChange={(v) => {
        if (v?.[0] && v[1]) onChange({ from: v[0].format(DAY), to: v[1].format(DAY) });
      }}
      disabledDate={(d) => d.isAfter(dayjs(), "day")}
    />
  );
}
