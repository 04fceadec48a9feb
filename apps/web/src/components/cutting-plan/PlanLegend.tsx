import { useTranslation } from "react-i18next";

/** The legend of the cutting-plan drawing on the inventory screens. */
export function PlanLegend() {
  const { t } = useTranslation();
  return (
    <span className="sw-inv-legend">
      <span>
        <i className="lg-board" />
        {t("inventory:material.legendBoard")}
      </span>
      <span>
        <i className="lg-rotated" />
        {t("inventory:material.legendRotated")}
      </span>
      <span>
        <i className="lg-defect" />
        {t("inventory:material.legendDefect")}
      </span>
    </span>
  );
}
