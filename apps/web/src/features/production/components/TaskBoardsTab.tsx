import type { TaskBoard, TaskBoardCategory, TaskBoardPage, TaskBoardsFilters } from "@stoneworks/shared";
import { formatArea, formatThickness } from "@stoneworks/shared";
import { Alert, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { productionTaskApi } from "../../../api/production.ts";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { tableLoading } from "../../../lib/table-loading.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { productionTaskKeys } from "../api/production-task-api.ts";
import "../production.css";

/**
 * Second processing or packing: the cut boards waiting for that workshop, read-only in this issue
 * (the racks issue records crafts done and packs them). Second processing is grouped by next craft.
 */
export function TaskBoardsTab({ category }: { category: TaskBoardCategory }) {
  const { t } = useTranslation();
  const paged = usePaged<TaskBoard, TaskBoardsFilters, TaskBoardPage>(
    productionTaskKeys.boards(category),
    (pageNum, pageSize, f) => productionTaskApi.boards({ ...f, category, pageNum, pageSize }),
    {},
  );
  const groups = paged.list.data?.groups ?? [];
  const second = category === "secondProcessing";
  return (
    <div data-testid={`boards-tab-${category}`}>
      <Alert
        type="info"
        showIcon
        message={t(`production:tasks.explain.${category}`)}
        style={{ marginBottom: 12 }}
      />
      <ListToolbar paged={paged} search={{ width: 340, placeholder: t("production:tasks.searchBoards") }} />
      {second && groups.length > 0 && (
        <div style={{ margin: "0 0 12px", display: "flex", flexWrap: "wrap", gap: 6 }}>
          <Tag.CheckableTag
            checked={!paged.filters.craftId}
            onChange={() => paged.filter({ craftId: undefined })}
            data-testid="craft-group-all"
          >
            {t("production:tasks.allCrafts")}
          </Tag.CheckableTag>
          {groups.map((g) => (
            <Tag.CheckableTag
              key={g.craftId}
              checked={paged.filters.craftId === g.craftId}
              onChange={(on) => paged.filter({ craftId: on ? g.craftId : undefined })}
              data-testid="craft-group"
            >
              {g.craftName} · {g.workshopName} ({g.count})
            </Tag.CheckableTag>
          ))}
        </div>
      )}
      <Table<TaskBoard>
        size="small"
        rowKey="boardId"
        tableLayout="fixed"
        loading={tableLoading(paged.list)}
        dataSource={paged.rows}
        pagination={paged.pagination}
        columns={[
          {
            title: t("production:tasks.col.code"),
            dataIndex: "code",
            width: 170,
            ellipsis: true,
            render: (v: string) => <span data-testid="task-board">{v}</span>,
          },
          {
            title: t("production:tasks.col.project"),
            key: "project",
            ellipsis: true,
            render: (_, b) => (
              <div title={`${b.projectNo} ${b.projectName} / ${b.batchNo}`}>
                <div className="sw-ellipsis">{b.projectName}</div>
                <div className="sw-muted sw-ellipsis">{b.batchNo}</div>
              </div>
            ),
          },
          { title: t("production:tasks.col.stone"), dataIndex: "stone", width: 90, ellipsis: true },
          {
            title: t("production:tasks.col.size"),
            key: "size",
            width: 160,
            render: (_, b) => `${b.length} × ${b.width} × ${formatThickness(b.thickness)}`,
          },
          {
            title: t("production:tasks.col.area"),
            dataIndex: "area",
            width: 90,
            align: "right",
            render: (v: number) => formatArea(v),
          },
          {
            title: t("production:tasks.col.slab"),
            dataIndex: "slabBarcode",
            width: 140,
            ellipsis: true,
            render: (v) => v ?? "-",
          },
          ...(second
            ? [
                {
                  title: t("production:tasks.col.nextCraft"),
                  key: "craft",
                  width: 180,
                  ellipsis: true,
                  render: (_: unknown, b: TaskBoard) => (
                    <span title={`${b.craftName} ${b.workshopName}`}>
                      {b.craftName} <span className="sw-muted">{b.workshopName}</span>
                    </span>
                  ),
                },
              ]
            : [
                {
                  title: t("production:tasks.col.box"),
                  dataIndex: "boxCode",
                  width: 170,
                  ellipsis: true,
                  render: (v: string | null) => <span data-testid="task-board-box">{v ?? "-"}</span>,
                },
              ]),
        ]}
      />
    </div>
  );
}
