import { InfoCircleOutlined } from "@ant-design/icons";
import { wholeSlabs } from "@stoneworks/shared";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Slabs consumed as whole slabs (never "480.997 块"); where a share of a slab is in the count (a slab
 * cut by several people, days or records), a mark explains the exact sum of the shares.
 */
export function SlabCount({ milli, unit = false }: { milli: number; unit?: boolean }) {
  const { t } = useTranslation();
  const s = wholeSlabs(milli);
  const text = unit ? t("forms:slabs.count", { count: s.count }) : String(s.count);
  return (
    <span data-testid="slab-count" data-count={s.count} data-exact={s.exact} style={{ whiteSpace: "nowrap" }}>
      {text}
      {s.shared && (
        <Tooltip title={t("forms:slabs.shared", { exact: s.exact })}>
          <InfoCircleOutlined
            className="sw-muted"
            style={{ marginInlineStart: 4, fontSize: "0.8em" }}
            aria-label={t("forms:slabs.shared", { exact: s.exact })}
          />
        </Tooltip>
      )}
    </span>
  );
}
