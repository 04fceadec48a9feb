import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { Button, Input } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "./page.css";

/**
 * The toolbar above a server-paged list: [before] search [filters] · refresh [actions] [add].
 * The search sets the `keyword` filter (trimmed, empty = none) and shows the one in force.
 */
export function ListToolbar({
  paged,
  search,
  before,
  children,
  actions,
  add,
}: {
  paged: {
    filter: (f: { keyword?: string }) => void;
    refresh: () => unknown;
    /** The list's filters: the box shows the keyword in force (restored from the URL). */
    filters?: { keyword?: string };
  };
  search: { width: number; placeholder: string; testId?: string };
  /** Shown before the search box. */
  before?: ReactNode;
  /** Filters after the search box. */
  children?: ReactNode;
  /** Buttons between refresh and add. */
  actions?: ReactNode;
  add?: { label: string; testId: string; onClick: () => unknown };
}) {
  const { t } = useTranslation();
  const applied = paged.filters?.keyword ?? "";
  const [keyword, setKeyword] = useState(applied);
  useEffect(() => setKeyword(applied), [applied]);
  return (
    <div className="sw-toolbar">
      {before}
      <Input.Search
        allowClear
        style={{ width: search.width }}
        placeholder={search.placeholder}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => paged.filter({ keyword: v.trim() || undefined })}
        data-testid={search.testId}
      />
      {children}
      <span className="sw-toolbar-spacer" />
      <Button
        icon={<ReloadOutlined />}
        onClick={() => void paged.refresh()}
        aria-label={t("app:actions.refresh")}
      />
      {actions}
      {add && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void add.onClick()}
          data-testid={add.testId}
        >
          {add.label}
        </Button>
      )}
    </div>
  );
}
