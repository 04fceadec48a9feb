import { formatArea, formatPercent, formatThickness, relativeTime } from "@stoneworks/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs, toDayjs } from "./dayjs-locale.ts";

/** Shared display helpers as React hooks that follow the UI language. */
export function useRelativeTime(when: Date | string | number | null | undefined, tickMs = 30_000): string {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  if (when === null || when === undefined || when === "") return "-";
  const r = relativeTime(when, now);
  switch (r.unit) {
    case "justNow":
      return t("app:relative.justNow");
    case "minutes":
      return t("app:relative.minutes", { count: r.count });
    case "hours":
      return t("app:relative.hours", { count: r.count });
    case "days":
      return t("app:relative.days", { count: r.count });
    default:
      return dayjs(r.date).locale(toDayjs(i18n.language)).format("YYYY-MM-DD");
  }
}

export function RelativeTime({ value }: { value: Date | string | number | null | undefined }) {
  return useRelativeTime(value);
}

export function Area({ mm2 }: { mm2: number | bigint | null | undefined }) {
  const { t } = useTranslation();
  const v = formatArea(mm2);
  return v === "-" ? v : `${v} ${t("app:units.squareMetre")}`;
}

export function Percent({ value, isPercent }: { value: number | null | undefined; isPercent?: boolean }) {
  return formatPercent(value, isPercent);
}

export function Thickness({ mm }: { mm: number | null | undefined }) {
  const v = formatThickness(mm);
  return v === "-" ? v : `${v} mm`;
}
