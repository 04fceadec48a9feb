import type { LayoutBoard } from "@stoneworks/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { size } from "./SlabBits.tsx";

/** Whether the board fits the slab in some allowed orientation. */
export function fitsSlab(b: LayoutBoard, slab: { length: number; width: number }): boolean {
  return (
    (b.length <= slab.length && b.width <= slab.width) ||
    (b.rotatable && b.width <= slab.length && b.length <= slab.width)
  );
}

/** The boards to place: choose one; those too large for the slab are disabled. */
export function BoardPicker({
  title,
  boards,
  chosen,
  onChoose,
  empty,
  testId,
}: {
  title: string;
  boards: (LayoutBoard & { fits: boolean })[];
  chosen: string | null;
  onChoose: (id: string) => void;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="sw-inv-list-title">
        {title} ({boards.length})
      </div>
      <div className="sw-inv-board-list" data-testid={testId}>
        {boards.length === 0 && <div className="sw-muted">{empty}</div>}
        {boards.map((b) => (
          <button
            type="button"
            key={b.boardId}
            disabled={!b.fits}
            className={`sw-inv-board-item${chosen === b.boardId ? " is-chosen" : ""}`}
            onClick={() => onChoose(b.boardId)}
            data-testid="layout-board"
            data-code={b.code}
          >
            <span className="sw-inv-board-main">
              <code>{b.code}</code>
              <span className="sw-muted">
                {size(b.length, b.width)} · {b.batchNo}
              </span>
            </span>
            {!b.fits && <Tag>{t("inventory:layout.tooLarge")}</Tag>}
            {b.fits && !b.rotatable && <Tag>{t("inventory:layout.noRotate")}</Tag>}
          </button>
        ))}
      </div>
    </div>
  );
}
