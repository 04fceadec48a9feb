import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** The "new" and "has update" flags of a project (cleared when someone opens its detail). */
export function ProjectFlags({ isNew, hasUpdate }: { isNew: boolean; hasUpdate: boolean }) {
  const { t } = useTranslation();
  if (!isNew && !hasUpdate) return null;
  return (
    <span className="sw-pj-flags">
      {isNew && (
        <Tag color="blue" data-testid="flag-new">
          {t("project:flags.new")}
        </Tag>
      )}
      {hasUpdate && (
        <Tag color="orange" data-testid="flag-update">
          {t("project:flags.hasUpdate")}
        </Tag>
      )}
    </span>
  );
}
