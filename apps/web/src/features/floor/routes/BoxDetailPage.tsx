import { PrinterOutlined } from "@ant-design/icons";
import {
  type BoxBoard,
  type BoxEvent,
  type BoxPlannedBoard,
  formatThickness,
  Menu,
} from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Descriptions, Empty, Input, Modal, Popconfirm, Space, Spin, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { packingApi } from "../../../api/floor.ts";
import { useSealBox } from "../../../components/use-seal-box.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { boxKeys, boxPrintPath } from "../api/packing-api.ts";
import { chainPaths } from "../api/tracking-api.ts";
import { BoxMoveModal } from "../components/box-move-modal.tsx";
import "../../../components/page.css";
import "../floor.css";

const STATUS_COLOR = { toPack: "default", packing: "processing", done: "success" } as const;
const time = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-");

/**
 * /productionTracking/box?boxId=… (2600): a packing box, its boards with when and by whom they went
 * in, its totals and record; remove a board and seal (2400), reopen with a reason (2600), print.
 */
export default function BoxDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const boxId = params.get("boxId") ?? "";
  const canPack = usePermission(Menu.ProductionTask).allowed;
  const canReopen = usePermission(Menu.ProductionTracking).allowed;
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState("");
  const [moving, setMoving] = useState<BoxPlannedBoard | null>(null);
  const { seal: sealBox, holder } = useSealBox();
  const q = useQuery({
    queryKey: boxKeys.detail(boxId),
    queryFn: () => packingApi.detail({ boxId }),
    enabled: !!boxId,
  });
  const b = q.data;
  const refresh = () => client.invalidateQueries({ queryKey: boxKeys.all });
  if (q.isLoading) return <Spin />;
  if (!b) return <Empty />;

  const reopen = async () => {
    await packingApi.reopen({ boxId: b.boxId, version: b.version, reason });
    toastSuccess(t("floor:box.reopened"));
    setReopening(false);
    setReason("");
    await refresh();
  };
  const seal = async () => {
    try {
      const done = await sealBox(b.code, (confirmShort) =>
        packingApi.seal({ boxId: b.boxId, version: b.version, confirmShort }, { silent: true }),
      );
      if (done) toastSuccess(t("floor:box.sealed"));
    } catch (e) {
      if (!(e instanceof ApiError && e.kind === "business")) throw e;
      toastError(e.message);
    }
    await refresh();
  };
  const remove = async (boardId: string) => {
    await packingApi.remove({ boxId: b.boxId, boardId });
    toastSuccess(t("floor:box.removed"));
    await refresh();
  };

  return (
    <div className="sw-page" data-testid="box-detail-page">
      {holder}
      <Card
        className="sw-page-card"
        title={
          <Space>
            <span data-testid="box-code">{b.code}</span>
            <Tag color={STATUS_COLOR[b.status]} data-testid="box-status">
              {t(`floor:box.status.${b.status}`)}
            </Tag>
            {b.shortCodes && (
              <Tag color="warning" data-testid="box-sealed-short">
                {t("floor:box.sealedShort")}
              </Tag>
            )}
          </Space>
        }
        extra={
          <Space>
            {canPack && b.status === "packing" && (
              <Popconfirm title={t("floor:box.sealConfirm")} onConfirm={() => seal()}>
                <Button type="primary" data-testid="box-seal">
                  {t("floor:box.seal")}
                </Button>
              </Popconfirm>
            )}
            {canReopen && b.status === "done" && (
              <Button onClick={() => setReopening(true)} data-testid="box-reopen">
                {t("floor:box.reopen")}
              </Button>
            )}
            <Button
              icon={<PrinterOutlined />}
              disabled={b.boardCount === 0}
              onClick={() => navigate(boxPrintPath(b.boxId))}
              data-testid="box-print"
            >
              {t("floor:box.print")}
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={4} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("floor:box.boxNo")}>{b.boxNo}</Descriptions.Item>
          <Descriptions.Item label={t("floor:box.project")}>
            {b.projectNo} {b.projectName}
          </Descriptions.Item>
          <Descriptions.Item label={t("floor:box.size")}>
            {b.length} × {b.width} × {b.height}
          </Descriptions.Item>
          <Descriptions.Item label={t("floor:box.totals")}>
            <span data-testid="box-totals">
              {t("floor:box.totalsValue", { count: b.boardCount, area: b.area })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t("floor:box.sealedAt")}>
            {b.sealedAt ? `${time(b.sealedAt)} ${b.sealedByName ?? ""}` : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("floor:box.plannedLeft")}>{b.plannedCount}</Descriptions.Item>
        </Descriptions>
        <h3 className="sw-floor-h">{t("floor:box.boards")}</h3>
        <Table<BoxBoard>
          size="small"
          rowKey="boardId"
          tableLayout="fixed"
          pagination={false}
          dataSource={b.boards}
          data-testid="box-boards"
          columns={[
            {
              title: t("floor:box.col.code"),
              dataIndex: "code",
              width: 190,
              ellipsis: true,
              render: (v: string, b) => (
                <Link to={chainPaths.trace(b)} data-testid="box-board" title={t("floor:chain.trace")}>
                  {v}
                </Link>
              ),
            },
            { title: t("floor:box.col.plane"), dataIndex: "batchNo", width: 140, ellipsis: true },
            {
              title: t("floor:box.col.size"),
              key: "size",
              width: 170,
              render: (_, x) => `${x.length} × ${x.width} × ${formatThickness(x.thickness)}`,
            },
            { title: t("floor:box.col.area"), dataIndex: "area", width: 100, align: "right" },
            { title: t("floor:box.col.packedAt"), dataIndex: "packedAt", width: 150, render: time },
            { title: t("floor:box.col.packedBy"), dataIndex: "packedByName", ellipsis: true },
            ...(canPack && b.status === "packing"
              ? [
                  {
                    title: t("floor:box.col.actions"),
                    key: "actions",
                    width: 110,
                    render: (_: unknown, x: BoxBoard) => (
                      <Popconfirm
                        title={t("floor:box.removeConfirm", { code: x.code })}
                        onConfirm={() => remove(x.boardId)}
                      >
                        <Button type="link" size="small" danger data-testid="box-remove">
                          {t("floor:box.remove")}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {b.shortCodes && (
          <p style={{ marginTop: 8 }} data-testid="box-short-codes">
            <Tag color="warning">{t("floor:box.missingList")}</Tag>
            {b.shortCodes.join(", ")}
          </p>
        )}
        {b.planned.length > 0 && (
          <>
            <h3 className="sw-floor-h">{t("floor:box.plannedList")}</h3>
            <Table<BoxPlannedBoard>
              size="small"
              rowKey="boardId"
              tableLayout="fixed"
              pagination={false}
              dataSource={b.planned}
              data-testid="box-planned"
              columns={[
                {
                  title: t("floor:box.col.code"),
                  dataIndex: "code",
                  width: 190,
                  ellipsis: true,
                  render: (v: string, x) => (
                    <Link to={chainPaths.trace(x)} data-testid="box-planned-board">
                      {v}
                    </Link>
                  ),
                },
                { title: t("floor:box.col.plane"), dataIndex: "batchNo", width: 140, ellipsis: true },
                {
                  title: t("floor:box.col.size"),
                  key: "size",
                  width: 170,
                  render: (_, x) => `${x.length} × ${x.width} × ${formatThickness(x.thickness)}`,
                },
                { title: t("floor:box.col.area"), dataIndex: "area", width: 100, align: "right" },
                {
                  title: t("floor:box.col.listState"),
                  key: "state",
                  ellipsis: true,
                  render: () =>
                    b.shortCodes ? (
                      <Tag color="warning">{t("floor:box.missing")}</Tag>
                    ) : (
                      <span className="sw-muted">{t("floor:box.notPackedYet")}</span>
                    ),
                },
                ...(canReopen
                  ? [
                      {
                        title: t("floor:box.col.actions"),
                        key: "actions",
                        width: 170,
                        render: (_: unknown, x: BoxPlannedBoard) => (
                          <Button
                            type="link"
                            size="small"
                            onClick={() => setMoving(x)}
                            data-testid="box-move"
                          >
                            {t("floor:box.move")}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )}
        <h3 className="sw-floor-h">{t("floor:box.record")}</h3>
        <Table<BoxEvent>
          size="small"
          rowKey="eventId"
          tableLayout="fixed"
          pagination={false}
          dataSource={b.events}
          data-testid="box-events"
          columns={[
            { title: t("floor:box.col.at"), dataIndex: "at", width: 150, render: time },
            {
              title: t("floor:box.col.action"),
              dataIndex: "action",
              width: 110,
              render: (v: string) => t(`floor:box.action.${v}`),
            },
            {
              title: t("floor:box.col.change"),
              key: "change",
              width: 190,
              render: (_, e) =>
                `${t(`floor:box.status.${e.fromState}`)} → ${t(`floor:box.status.${e.toState}`)}`,
            },
            { title: t("floor:box.col.code"), dataIndex: "boardCode", width: 190, render: (v) => v ?? "-" },
            {
              title: t("floor:box.col.operator"),
              dataIndex: "operatorName",
              width: 140,
              render: (v) => v ?? "-",
            },
            { title: t("floor:box.col.reason"), dataIndex: "reason", ellipsis: true },
          ]}
        />
      </Card>
      {moving && (
        <BoxMoveModal
          box={b}
          board={moving}
          onClose={() => setMoving(null)}
          onMoved={async () => {
            setMoving(null);
            await refresh();
          }}
        />
      )}
      <Modal
        open={reopening}
        title={t("floor:box.reopenTitle", { code: b.code })}
        okText={t("floor:box.reopen")}
        okButtonProps={{ disabled: !reason.trim(), id: "box-reopen-ok" }}
        onOk={() => reopen()}
        onCancel={() => setReopening(false)}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t("floor:box.reasonPlaceholder")}
          data-testid="box-reopen-reason"
        />
      </Modal>
    </div>
  );
}
