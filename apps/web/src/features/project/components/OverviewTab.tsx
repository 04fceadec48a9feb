import type { PlaneOverview, ProjectBoard, ProjectDetail } from "@stoneworks/shared";
import { formatPercent, formatThickness, Menu } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Descriptions, Input, Progress, Select, Space, Statistic, Table, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { projectApi } from "../../../api/project.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { manualLayoutPath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { useQueryState } from "../../../lib/use-query-state.ts";
import { type BoardFilters, projectKeys } from "../api/project-api.ts";
import { CuttingStatusTag } from "./CuttingStatusTag.tsx";
import { ProjectYield } from "./ProjectYield.tsx";

const when = (v: string | null | undefined) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-");

/** Progress 0..100 from the server, shown capped at 100 (spec §9). */
function ProgressBar({ value, testId }: { value: number; testId?: string }) {
  const shown = formatPercent(value, true);
  return (
    <Progress
      percent={Math.min(100, Math.max(0, value))}
      size="small"
      format={() => shown}
      data-testid={testId}
      className="sw-pj-progress"
    />
  );
}

/** Overview: the project's facts, its totals, the planes with their boards, and the boards. */
export function OverviewTab({ project: p }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const o = p.overview;
  const [planeId, setPlaneId] = useState<string | undefined>();
  // The manual-layout screen sits under slab query (menu 2200): the link only for those who may open it.
  const canLayout = usePermission(Menu.SlabQuery).allowed;
  return (
    <div className="sw-pj-tab-body">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: "client", label: t("project:fields.clientName"), children: p.clientName || "-" },
          {
            key: "type",
            label: t("project:fields.projectType"),
            children: t(`project:projectType.${p.projectType}`),
          },
          {
            key: "mode",
            label: t("project:fields.layoutMode"),
            children: t(`project:layoutMode.${p.layoutMode}`),
          },
          { key: "delivery", label: t("project:fields.deliveryDate"), children: p.deliveryDate ?? "-" },
          { key: "uploaded", label: t("project:fields.uploadedAt"), children: when(p.uploadedAt) },
          { key: "updated", label: t("project:fields.updatedAt"), children: when(p.updatedAt) },
          { key: "reviewedAt", label: t("project:fields.reviewedAt"), children: when(p.reviewedAt) },
          { key: "reviewedBy", label: t("project:fields.reviewedBy"), children: p.reviewedByName || "-" },
        ]}
      />
      <div className="sw-pj-stats" data-testid="overview-stats">
        <Statistic title={t("project:fields.planeCount")} value={o.planeCount} />
        <Statistic title={t("project:fields.boardCount")} value={o.boardCount} />
        <Statistic
          title={t("project:overview.totalArea")}
          value={o.area}
          suffix={t("app:units.squareMetre")}
          data-testid="overview-area"
        />
        <Statistic
          title={t("project:overview.doneBoards")}
          value={o.doneCount}
          suffix={`/ ${o.boardCount}`}
        />
        <div className="sw-pj-stat-progress">
          <div className="sw-sub-text">{t("project:overview.progress")}</div>
          <ProgressBar value={o.progress} testId="overview-progress" />
          <CuttingStatusTag status={o.cuttingStatus} />
        </div>
        <ProjectYield figures={o.yield} />
      </div>
      <h3 className="sw-pj-section-title">{t("project:overview.planes")}</h3>
      <Table<PlaneOverview>
        size="small"
        rowKey="planeId"
        dataSource={o.planes}
        pagination={o.planes.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t("project:overview.noPlanes") }}
        rowClassName={(r) => (r.planeId === planeId ? "sw-pj-row-selected" : "")}
        onRow={(r) => ({ onClick: () => setPlaneId(r.planeId === planeId ? undefined : r.planeId) })}
        columns={[
          {
            title: t("project:fields.batchNo"),
            dataIndex: "batchNo",
            render: (v: string) => (
              <strong className="sw-pj-clickable" data-testid="plane-row">
                {v}
              </strong>
            ),
          },
          { title: t("project:fields.boardCount"), dataIndex: "boardCount", width: 100, align: "right" },
          {
            title: `${t("project:fields.area")} (${t("app:units.squareMetre")})`,
            dataIndex: "area",
            width: 130,
            align: "right",
            render: (v: string) => <span className="sw-pj-num">{v}</span>,
          },
          { title: t("project:overview.doneBoards"), dataIndex: "doneCount", width: 110, align: "right" },
          {
            title: t("project:overview.progress"),
            dataIndex: "progress",
            width: 180,
            render: (v: number) => <ProgressBar value={v} />,
          },
          {
            title: t("project:fields.cuttingStatus"),
            dataIndex: "cuttingStatus",
            width: 120,
            render: (v: PlaneOverview["cuttingStatus"]) => <CuttingStatusTag status={v} />,
          },
          ...(canLayout
            ? [
                {
                  title: t("project:overview.actions"),
                  key: "actions",
                  width: 120,
                  render: (_: unknown, r: PlaneOverview) => (
                    <Link
                      to={manualLayoutPath({ projectId: p.projectId, planeId: r.planeId })}
                      onClick={(e) => e.stopPropagation()}
                      data-testid="plane-manual-layout"
                    >
                      {t("project:overview.manualLayout")}
                    </Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      <BoardTable project={p} planeId={planeId} onPlane={setPlaneId} />
    </div>
  );
}

function BoardTable({
  project: p,
  planeId,
  onPlane,
}: {
  project: ProjectDetail;
  planeId?: string;
  onPlane: (id?: string) => void;
}) {
  const { t } = useTranslation();
  // Page, size and search in the address (boards.*): Back and the tags bring the same page back.
  const [{ page, pageSize, keyword }, setList] = useQueryState("boards", {
    page: 1,
    pageSize: 10,
    keyword: undefined as string | undefined,
  });
  const setPage = (n: number) => setList({ page: n });
  const filters: BoardFilters = { planeId, keyword };
  const boards = useQuery({
    queryKey: [...projectKeys.boards(p.projectId), page, pageSize, filters],
    queryFn: () => projectApi.boards({ projectId: p.projectId, pageNum: page, pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
  const current = page;
  return (
    <>
      <div className="sw-pj-section-head">
        <h3 className="sw-pj-section-title">{t("project:overview.boards")}</h3>
        <Space wrap>
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t("project:fields.batchNo")}
            value={planeId}
            onChange={(v?: string) => {
              onPlane(v);
              setPage(1);
            }}
            options={p.overview.planes.map((pl) => ({ value: pl.planeId, label: pl.batchNo }))}
            data-testid="board-plane-filter"
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t("project:overview.boardSearch")}
            defaultValue={keyword}
            onSearch={(v) => setList({ keyword: v.trim() || undefined, page: 1 })}
            data-testid="board-search"
          />
        </Space>
      </div>
      <Table<ProjectBoard>
        size="small"
        rowKey="boardId"
        loading={tableLoading(boards)}
        dataSource={boards.data?.list ?? []}
        scroll={{ x: 1090 }}
        pagination={{
          current,
          pageSize,
          total: boards.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t("forms:table.total", { total }),
          onChange: (pg, s) => setList({ page: s !== pageSize ? 1 : pg, pageSize: s }),
        }}
        columns={[
          {
            title: t("project:fields.boardCode"),
            dataIndex: "code",
            width: 130,
            fixed: "left",
            render: (v: string, b) =>
              b.slabId ? (
                <Tooltip title={t("project:overview.openPlan")}>
                  <Link
                    to={`/slabQuery/materialDetail?slabId=${encodeURIComponent(b.slabId)}`}
                    data-testid="board-plan"
                  >
                    {v}
                  </Link>
                </Tooltip>
              ) : (
                <span data-testid="board-row">{v}</span>
              ),
          },
          { title: t("project:fields.batchNo"), dataIndex: "batchNo", width: 110, ellipsis: true },
          {
            title: t("project:fields.size"),
            key: "size",
            width: 150,
            render: (_, b) => (
              <span className="sw-pj-num">
                {b.length} × {b.width} × {formatThickness(b.thickness)}
              </span>
            ),
          },
          {
            title: `${t("project:fields.area")} (${t("app:units.squareMetre")})`,
            dataIndex: "area",
            width: 90,
            align: "right",
            render: (v: string) => <span className="sw-pj-num">{v}</span>,
          },
          { title: t("project:fields.stone"), dataIndex: "stone", width: 86, ellipsis: true },
          {
            title: t("project:fields.crafts"),
            dataIndex: "crafts",
            width: 150,
            render: (v: string[]) =>
              v.length ? (
                <span className="sw-pj-crafts">
                  {v.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: crafts are an ordered list and may repeat
                    <Tag key={i}>{c}</Tag>
                  ))}
                </span>
              ) : (
                "-"
              ),
          },
          {
            title: t("project:fields.cuttingMethod"),
            dataIndex: "cuttingMethod",
            width: 96,
            render: (v: string) => t(`project:cuttingMethod.${v}`),
          },
          {
            title: t("project:fields.rotatable"),
            dataIndex: "rotatable",
            width: 84,
            render: (v: boolean) => (v ? t("project:common.yes") : t("project:common.no")),
          },
          {
            title: t("project:fields.boardStatus"),
            dataIndex: "status",
            width: 86,
            render: (v: string, b) => (
              <Space size={4}>
                <span>{t(`project:boardStatus.${v}`)}</span>
                {b.exception && (
                  <Tooltip title={b.exceptionReason || undefined}>
                    <Tag color="error">{t("project:overview.exception")}</Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          {
            title: t("project:fields.boxNo"),
            dataIndex: "boxNo",
            width: 116,
            ellipsis: true,
            render: (v: string | null) => v ?? "-",
          },
        ]}
      />
    </>
  );
}
