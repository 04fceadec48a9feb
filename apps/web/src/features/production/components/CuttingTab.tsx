import type { CuttingScan, QueueBoard, QueueSlab, QueueTable } from "@stoneworks/shared";
import { formatArea, formatThickness } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Select, Space, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cuttingApi, productionTaskApi } from "../../../api/production.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { ScanFeedback, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { tableLoading } from "../../../lib/table-loading.ts";
import { productionTaskKeys } from "../api/production-task-api.ts";
import { BreakBoardModal } from "./BreakBoardModal.tsx";
import "../production.css";

type Can = { allowed: boolean; check: () => boolean };
const STATUS_COLOR: Record<string, string> = { toCut: "gold", cutting: "processing", done: "success" };

/**
 * The cutting tab: every device table with its slabs in cutting order; Start and Mark complete per
 * slab, Flag broken per board; the floor's scan input (slab barcode or board code + Enter) selects the
 * slab and offers its allowed action; a board opens Flag broken.
 */
export function CuttingTab({ can, onChanged }: { can: Can; onChanged: () => unknown }) {
  const { t } = useTranslation();
  const queue = useQuery({
    queryKey: productionTaskKeys.cutting,
    queryFn: () => productionTaskApi.cutting(),
  });
  const [device, setDevice] = useState<string | undefined>();
  const [showEmpty, setShowEmpty] = useState(false);
  const [scanned, setScanned] = useState<CuttingScan | null>(null);
  const [breaking, setBreaking] = useState<{ boardId: string; code: string } | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  // A refusal is said beside the box (silent request); a board opens Flag broken, which takes the focus.
  const scanner = useScanInput(async (value) => {
    setScanned(null);
    const r = await cuttingApi.scan({ code: value }, { silent: true });
    setScanned(r);
    if (r.slabId) setExpanded((e) => [...new Set([...e, r.slabId!])]);
    if (r.kind === "board" && r.boardId) {
      setBreaking({ boardId: r.boardId, code: r.code });
      return {
        verdict: "choose",
        message: t("production:tasks.scan.foundBoard", { code: r.code }),
        focus: false,
      };
    }
    return { verdict: "accept" };
  });

  const tables = queue.data?.tables ?? [];
  const devices = [...new Map(tables.map((x) => [x.deviceId, x.deviceCode])).entries()];
  const shown = tables.filter((x) => (!device || x.deviceId === device) && (showEmpty || x.slabs.length > 0));
  const slabs = tables.flatMap((x) => x.slabs.map((s) => ({ slab: s, table: x })));
  const found = scanned?.slabId ? slabs.find((x) => x.slab.slabId === scanned.slabId) : undefined;
  const tableName = (x: QueueTable) =>
    `${x.deviceCode} ${t(`production:tasks.table.${x.tableSide ?? "none"}`)}`;

  const refresh = async () => {
    await queue.refetch();
    await onChanged();
  };
  const afterAction = async () => {
    setScanned(null);
    scanner.clear();
    await refresh();
    scanner.focus();
  };
  const start = async (s: QueueSlab) => {
    await cuttingApi.start({ slabId: s.slabId, version: s.version });
    toastSuccess(t("production:tasks.started"));
    setExpanded((e) => [...new Set([...e, s.slabId])]);
    await afterAction();
  };
  const complete = async (s: QueueSlab) => {
    const r = await cuttingApi.complete({ slabId: s.slabId, version: s.version });
    const extra = [
      r.closedPlans.length ? t("production:tasks.completedPlans", { plans: r.closedPlans.join(", ") }) : "",
      r.finishedProjects.length
        ? t("production:tasks.completedProjects", { projects: r.finishedProjects.join(", ") })
        : "",
    ].filter(Boolean);
    toastSuccess([t("production:tasks.completed", { count: r.boards }), ...extra].join("; "));
    await afterAction();
  };
  const slabActions = (s: QueueSlab, testPrefix = "slab") => (
    <Space size={4}>
      {s.status === "toCut" && (
        <Button
          size="small"
          type="primary"
          onClick={() => can.check() && void start(s).catch(() => undefined)}
          data-testid={`${testPrefix}-start`}
        >
          {t("production:tasks.start")}
        </Button>
      )}
      <ConfirmAction
        title={t("production:tasks.completeTitle", { code: s.barcode })}
        description={t("production:tasks.completeDescription", { count: s.boards.length })}
        allowed={can.allowed}
        check={can.check}
        onConfirm={() => complete(s)}
        testId={`${testPrefix}-complete`}
        afterClose={scanner.focus}
        type={s.status === "cutting" ? "primary" : "default"}
        confirmDanger
      >
        {t("production:tasks.complete")}
      </ConfirmAction>
    </Space>
  );

  const boardTable = (s: QueueSlab) => (
    <Table<QueueBoard>
      size="small"
      rowKey="boardId"
      pagination={false}
      dataSource={s.boards}
      columns={[
        {
          title: t("production:tasks.col.code"),
          dataIndex: "code",
          width: 180,
          render: (v: string) => (
            <span data-testid="queue-board" data-code={v}>
              {v}
            </span>
          ),
        },
        {
          title: t("production:tasks.col.boardSize"),
          key: "size",
          width: 140,
          render: (_, b) => `${b.length} × ${b.width}`,
        },
        {
          title: t("production:tasks.col.boardStatus"),
          dataIndex: "status",
          width: 100,
          render: (v: string) => <Tag color={STATUS_COLOR[v]}>{t(`production:tasks.boardStatus.${v}`)}</Tag>,
        },
        {
          title: t("production:tasks.col.exception"),
          dataIndex: "exceptionReason",
          ellipsis: true,
          render: (v: string) => v || "-",
        },
        {
          title: t("production:tasks.col.actions"),
          key: "actions",
          width: 110,
          render: (_, b) =>
            b.status === "toCut" ? null : (
              <Button
                size="small"
                type="link"
                danger
                onClick={() => can.check() && setBreaking({ boardId: b.boardId, code: b.code })}
                data-testid={`board-break-${b.code}`}
              >
                {t("production:tasks.break")}
              </Button>
            ),
        },
      ]}
    />
  );

  const columns = [
    {
      title: t("production:tasks.col.order"),
      key: "order",
      width: 44,
      render: (_: unknown, __: QueueSlab, i: number) => i + 1,
    },
    {
      title: t("production:tasks.col.barcode"),
      dataIndex: "barcode",
      width: 180,
      ellipsis: true,
      render: (v: string, s: QueueSlab) => (
        <div data-testid="queue-slab" data-barcode={v} data-status={s.status}>
          <strong>{v}</strong>
          <div className="sw-muted">
            {s.planNo
              ? t("production:tasks.planSeq", { plan: s.planNo, seq: s.seq })
              : `${s.blockNo}-${s.bundleNo}-${s.slabNo}`}
          </div>
        </div>
      ),
    },
    {
      title: t("production:tasks.col.stoneSize"),
      key: "stoneSize",
      width: 200,
      render: (_: unknown, s: QueueSlab) => (
        <div>
          <div className="sw-ellipsis">{s.stone}</div>
          <div className="sw-muted">{`${s.length} × ${s.width} × ${formatThickness(s.thickness)}`}</div>
        </div>
      ),
    },
    {
      title: t("production:tasks.col.area"),
      dataIndex: "area",
      width: 84,
      align: "right" as const,
      render: (v: number) => formatArea(v),
    },
    {
      title: t("production:tasks.col.boards"),
      key: "boards",
      width: 84,
      render: (_: unknown, s: QueueSlab) => t("production:tasks.boardCount", { count: s.boards.length }),
    },
    {
      title: t("production:tasks.col.project"),
      key: "project",
      ellipsis: true,
      render: (_: unknown, s: QueueSlab) =>
        s.projectName ? (
          <div title={`${s.projectNo} ${s.projectName} / ${s.batchNo ?? ""}`}>
            <div className="sw-ellipsis">{s.projectName}</div>
            <div className="sw-muted sw-ellipsis">{s.batchNo ?? s.projectNo}</div>
          </div>
        ) : (
          "-"
        ),
    },
    {
      title: t("production:tasks.col.status"),
      dataIndex: "status",
      width: 90,
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{t(`production:tasks.slabStatus.${v}`)}</Tag>,
    },
    {
      title: t("production:tasks.col.actions"),
      key: "actions",
      width: 190,
      render: (_: unknown, s: QueueSlab) => slabActions(s),
    },
  ];

  return (
    <div data-testid="cutting-tab">
      <Space wrap style={{ marginBottom: 12 }}>
        <ScanInput
          scan={scanner}
          feedback={false}
          style={{ width: 360 }}
          placeholder={t("production:tasks.scan.placeholder")}
          ariaLabel={t("production:tasks.scan.label")}
          testId="cutting-scan"
        />
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t("production:tasks.allDevices")}
          value={device}
          onChange={setDevice}
          options={devices.map(([value, label]) => ({ value, label }))}
          data-testid="cutting-device-filter"
        />
        <Space size={6}>
          <Switch size="small" checked={showEmpty} onChange={setShowEmpty} data-testid="cutting-show-empty" />
          {t("production:tasks.showEmpty")}
        </Space>
      </Space>
      <ScanFeedback
        scan={scanner}
        testId="cutting-scan-feedback"
        errorTestId="scan-error"
        style={{ marginBottom: 12 }}
      />
      {found && scanned?.kind === "slab" && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="scan-result"
          message={t("production:tasks.scan.found", {
            code: found.slab.barcode,
            device: found.table.deviceCode,
            table: t(`production:tasks.table.${found.table.tableSide ?? "none"}`),
            state: t(`production:tasks.slabStatus.${found.slab.status}`),
          })}
          action={slabActions(found.slab, "scan")}
        />
      )}
      {!queue.isLoading && tables.length === 0 && <Empty description={t("production:tasks.noDevices")} />}
      <Space direction="vertical" size={12} style={{ width: "100%" }}>
        {shown.map((x) => (
          <Card
            key={`${x.deviceId}-${x.tableSide}`}
            size="small"
            title={tableName(x)}
            extra={
              <span className="sw-muted">{t("production:tasks.tableCount", { count: x.slabs.length })}</span>
            }
            data-testid="cutting-table"
            data-table={`${x.deviceCode}-${x.tableSide ?? ""}`}
          >
            <Table<QueueSlab>
              size="small"
              rowKey="slabId"
              tableLayout="fixed"
              loading={tableLoading(queue)}
              pagination={false}
              dataSource={x.slabs}
              columns={columns}
              rowClassName={(s) => (s.slabId === scanned?.slabId ? "ant-table-row-selected" : "")}
              locale={{ emptyText: t("production:tasks.emptyTable") }}
              expandable={{
                expandedRowKeys: expanded,
                onExpandedRowsChange: (keys) => setExpanded(keys as string[]),
                expandedRowRender: boardTable,
                rowExpandable: (s) => s.boards.length > 0,
              }}
            />
          </Card>
        ))}
      </Space>
      <BreakBoardModal
        board={breaking}
        onClose={() => setBreaking(null)}
        onDone={afterAction}
        afterClose={scanner.focus}
      />
    </div>
  );
}
