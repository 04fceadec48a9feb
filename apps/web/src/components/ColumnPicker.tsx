import { SettingOutlined } from "@ant-design/icons";
import { Button, Checkbox, Popover, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { readLocal, writeLocal } from "../lib/storage.ts";
import "./page.css";

/**
 * Which columns of a list are shown: every list fits 1440 px without scrolling, so lower-value columns
 * start hidden and the user brings them back with the picker (the choice is remembered per list in
 * localStorage). Columns need a `key`; a column with no `title` text or in `always` cannot be hidden.
 */
export interface ColumnChoice<T> {
  /** The visible columns, in their order. */
  columns: ColumnsType<T>;
  /** The picker button, for the list's toolbar. */
  picker: ReactNode;
}

const storageKey = (list: string) => `sw_columns_${list}`;

function readHidden(list: string, fallback: readonly string[]): string[] {
  const saved = readLocal(storageKey(list));
  if (!saved) return [...fallback];
  try {
    const v: unknown = JSON.parse(saved);
    return Array.isArray(v) ? v.filter((k): k is string => typeof k === "string") : [...fallback];
  } catch {
    return [...fallback];
  }
}

export function useColumnPicker<T>(
  list: string,
  all: ColumnsType<T>,
  opts: { hidden: readonly string[]; always?: readonly string[] },
): ColumnChoice<T> {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<string[]>(() => readHidden(list, opts.hidden));
  const always = new Set(["actions", ...(opts.always ?? [])]);
  const pickable = all.filter((c) => c.key !== undefined && c.title && !always.has(String(c.key)));
  const columns = useMemo(
    () => all.filter((c) => c.key === undefined || !hidden.includes(String(c.key))),
    [all, hidden],
  );
  const choose = (shown: string[]) => {
    const next = pickable.map((c) => String(c.key)).filter((k) => !shown.includes(k));
    setHidden(next);
    writeLocal(storageKey(list), JSON.stringify(next));
  };
  const picker = (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t("forms:table.columns")}
      content={
        <Checkbox.Group
          className="sw-column-picker"
          value={pickable.map((c) => String(c.key)).filter((k) => !hidden.includes(k))}
          onChange={(v) => choose(v.map(String))}
          options={pickable.map((c) => ({
            value: String(c.key),
            label: typeof c.title === "function" ? String(c.key) : (c.title as ReactNode),
          }))}
          data-testid={`columns-${list}`}
        />
      }
    >
      <Tooltip title={t("forms:table.columns")}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t("forms:table.columns")}
          data-testid="column-picker"
        />
      </Tooltip>
    </Popover>
  );
  return { columns, picker };
}
