import type { PackingBox } from "@stoneworks/shared";
import { formatThickness } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { projectApi } from "../../../api/project.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { projectKeys } from "../api/project-api.ts";

const STATUS_COLOR: Record<PackingBox["status"], string> = {
  toPack: "default",
  packing: "processing",
  done: "success",
};

/** Packing list: the boxes with their size and boards; boxes without boards and unpacked boards stand out. */
export function PackingTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const packing = useQuery({
    queryKey: projectKeys.packing(projectId),
    queryFn: () => projectApi.packing({ projectId }),
  });
  const data = packing.data;
  const empty = data?.boxes.filter((b) => b.boardCount === 0).length ?? 0;
  return (
    <div className="sw-pj-tab-body">
      {data &&
        (data.valid ? (
          <Alert
            type="success"
            showIcon
            title={t("project:packing.valid", { boxes: data.boxes.length })}
            data-testid="packing-valid"
          />
        ) : (
          <Alert
            type="error"
            showIcon
            data-testid="packing-invalid"
            title={t("project:packing.invalid")}
            description={
              <>
                {t("project:packing.problems", { unpacked: data.unpacked.length, empty })}
                {data.unpacked.length > 0 && (
                  <div className="sw-pj-unpacked">
                    {data.unpacked.map((b) => (
                      <Tag key={b.boardId} color="error" data-testid="unpacked-board">
                        {b.code} ({b.batchNo})
                      </Tag>
                    ))}
                  </div>
                )}
              </>
            }
          />
        ))}
      <Table<PackingBox>
        size="small"
        rowKey="boxId"
        loading={tableLoading(packing)}
        dataSource={data?.boxes ?? []}
        pagination={(data?.boxes.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t("project:packing.empty") }}
        rowClassName={(r) => (r.boardCount === 0 ? "sw-pj-row-short" : "")}
        expandable={{
          rowExpandable: (r) => r.boards.length > 0,
          expandedRowRender: (r) => (
            <div className="sw-pj-box-boards">
              {r.boards.map((b) => (
                <Tag key={b.boardId}>
                  {b.code}{" "}
                  <span className="sw-sub-text">
                    {b.batchNo} · {b.length} × {b.width} × {formatThickness(b.thickness)}
                  </span>
                </Tag>
              ))}
            </div>
          ),
        }}
        columns={[
          {
            title: t("project:fields.boxNo"),
            dataIndex: "boxNo",
            render: (v: string) => <strong data-testid="box-row">{v}</strong>,
          },
          {
            title: `${t("project:packing.size")} (mm)`,
            key: "size",
            width: 200,
            render: (_, r) => (
              <span className="sw-pj-num">
                {r.length} × {r.width} × {r.height}
              </span>
            ),
          },
          {
            title: t("project:packing.boards"),
            dataIndex: "boardCount",
            width: 120,
            align: "right",
            render: (v: number) =>
              v === 0 ? (
                <Tag color="error">{t("project:packing.noBoards")}</Tag>
              ) : (
                <span className="sw-pj-num">{v}</span>
              ),
          },
          {
            title: `${t("project:fields.area")} (${t("app:units.squareMetre")})`,
            dataIndex: "area",
            width: 130,
            align: "right",
            render: (v: string) => <span className="sw-pj-num">{v}</span>,
          },
          {
            title: t("project:packing.status"),
            dataIndex: "status",
            width: 110,
            render: (v: PackingBox["status"]) => (
              <Tag color={STATUS_COLOR[v]}>{t(`project:packing.boxStatus.${v}`)}</Tag>
            ),
          },
        ]}
      />
    </div>
  );
}
