import { WarningFilled } from "@ant-design/icons";
import {
  CLOUD_LAYOUT_TIME_LIMIT,
  formatArea,
  formatPercent,
  formatThickness,
  KERF_MAX_MM,
  KERF_MIN_MM,
  Menu,
} from "@stoneworks/shared";
import {
  Alert,
  Button,
  Card,
  Collapse,
  Empty,
  Form,
  InputNumber,
  Modal,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Select,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
} from "antd";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CuttingPlanDrawing } from "../../../components/cutting-plan/CuttingPlanDrawing.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { manualLayoutPath } from "../../../lib/paths.ts";
import { hasMenu } from "../../../lib/permission.ts";
import { useUserInfo } from "../../../lib/session.ts";
import {
  type LayoutOverview,
  type LayoutParams,
  type LayoutRun,
  layoutApi,
  type ProposedPlan,
  type RunSummary,
} from "../api/layout-api.ts";
import "./cloud-layout.css";

const POLL_MS = 800;

type Phase = "loading" | "settings" | "running" | "result" | "accepted";

interface SettingsValues {
  kerf: number;
  stages: 2 | 3;
  rotation: "allowed" | "banned";
  slabMode: "all" | "list";
  slabIds?: string[];
  timeLimitSeconds: number;
}

export interface CloudLayoutDialogProps {
  open: boolean;
  projectId: string;
  planeId?: string;
  onClose: () => void;
  onAccepted?: () => void;
}

/**
 * Cloud layout of a project (or one plane): settings → start → progress (polling runStatus) → the
 * proposed plans drawn to scale with their yields and the unplaced boards → accept, re-run or discard.
 */
export function CloudLayoutDialog({ open, projectId, planeId, onClose, onAccepted }: CloudLayoutDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsValues>();
  const [phase, setPhase] = useState<Phase>("loading");
  const [overview, setOverview] = useState<LayoutOverview | null>(null);
  const [run, setRun] = useState<LayoutRun | null>(null);
  const [plans, setPlans] = useState<ProposedPlan[]>([]);
  const [busy, setBusy] = useState<"start" | "accept" | "discard" | null>(null);
  const [accepted, setAccepted] = useState<{ plans: number; boards: number } | null>(null);
  const lastParams = useRef<LayoutParams | null>(null);

  const showSettings = useCallback(
    (ov: LayoutOverview, params: LayoutParams | null) => {
      form.setFieldsValue({
        kerf: params?.kerf ?? ov.defaults.kerf,
        stages: params?.stages ?? ov.defaults.stages,
        rotation: params?.rotation ?? "allowed",
        slabMode: params?.slabIds ? "list" : "all",
        slabIds: params?.slabIds ?? [],
        timeLimitSeconds: params?.timeLimitSeconds ?? CLOUD_LAYOUT_TIME_LIMIT.default,
      });
      setPhase("settings");
    },
    [form],
  );

  const showResult = useCallback(async (r: LayoutRun) => {
    setRun(r);
    lastParams.current = r.params;
    setPlans(r.status === "done" ? (await layoutApi.proposals(r.runId)).plans : []);
    setPhase("result");
  }, []);

  const load = useCallback(async () => {
    setPhase("loading");
    setRun(null);
    setPlans([]);
    setAccepted(null);
    try {
      const ov = await layoutApi.overview(projectId, planeId);
      setOverview(ov);
      const active = ov.activeRun;
      if (active?.status === "running") {
        setRun(active);
        lastParams.current = active.params;
        setPhase("running");
      } else if (active?.status === "done") {
        await showResult(active);
      } else {
        showSettings(ov, lastParams.current);
      }
    } catch {
      onClose();
    }
  }, [projectId, planeId, showResult, showSettings, onClose]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  // Poll the running run until it ends.
  const runId = phase === "running" ? run?.runId : undefined;
  useEffect(() => {
    if (!runId) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const r = await layoutApi.status(runId, ctl.signal);
        if (ctl.signal.aborted) return;
        if (r.status === "running") {
          setRun(r);
          timer = setTimeout(tick, POLL_MS);
        } else {
          await showResult(r);
        }
      } catch {
        if (!ctl.signal.aborted) timer = setTimeout(tick, POLL_MS * 3);
      }
    };
    timer = setTimeout(tick, POLL_MS);
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [runId, showResult]);

  const start = async () => {
    if (!overview) return;
    const v = await form.validateFields();
    setBusy("start");
    try {
      const started = await layoutApi.run({
        projectId,
        ...(planeId ? { planeId } : {}),
        kerf: v.kerf,
        stages: v.stages,
        rotation: v.rotation,
        ...(v.slabMode === "list" ? { slabIds: v.slabIds ?? [] } : {}),
        timeLimitSeconds: v.timeLimitSeconds,
      });
      const params: LayoutParams = {
        kerf: v.kerf,
        stages: v.stages,
        rotation: v.rotation,
        slabIds: v.slabMode === "list" ? (v.slabIds ?? []) : null,
        timeLimitSeconds: v.timeLimitSeconds,
      };
      lastParams.current = params;
      setRun({
        runId: started.runId,
        projectId,
        planeId: planeId ?? null,
        status: "running",
        groupsDone: 0,
        groupsTotal: started.groupsTotal,
        progress: 0,
        params,
        summary: null,
        errorKey: null,
        error: null,
        createdAt: new Date().toISOString(),
        finishedAt: null,
      });
      setPhase("running");
    } catch (err) {
      // Another run started meanwhile: show it.
      if (err instanceof ApiError && err.code === 1003) void load();
    } finally {
      setBusy(null);
    }
  };

  const accept = async () => {
    if (!run) return;
    setBusy("accept");
    try {
      const res = await layoutApi.accept(run.runId);
      setAccepted(res);
      setPhase("accepted");
      toastSuccess(t("layout:result.acceptedToast", { plans: res.plans, boards: res.boards }));
      onAccepted?.();
    } catch {
      // The client showed the message (e.g. 1012: planned meanwhile; run again).
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    if (!run) return;
    setBusy("discard");
    try {
      await layoutApi.discard(run.runId);
      toastSuccess(t(phase === "running" ? "layout:progress.cancelled" : "layout:result.discarded"));
      const ov = await layoutApi.overview(projectId, planeId);
      setOverview(ov);
      setRun(null);
      setPlans([]);
      showSettings(ov, lastParams.current);
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  };

  const rerun = async () => {
    const ov = await layoutApi.overview(projectId, planeId);
    setOverview(ov);
    showSettings(ov, lastParams.current);
  };

  const footer = (() => {
    const close = (
      <Button key="close" onClick={onClose} data-testid="cloud-layout-close">
        {t("app:actions.close")}
      </Button>
    );
    if (phase === "settings")
      return [
        close,
        <Button
          key="start"
          type="primary"
          loading={busy === "start"}
          disabled={!overview?.canRun || !overview.boardsToLayout}
          onClick={() => void start()}
          data-testid="cloud-layout-start"
        >
          {t("layout:settings.start")}
        </Button>,
      ];
    if (phase === "running")
      return [
        close,
        <Button
          key="cancel"
          danger
          loading={busy === "discard"}
          onClick={() => void discard()}
          data-testid="cloud-layout-cancel"
        >
          {t("layout:progress.cancel")}
        </Button>,
      ];
    if (phase === "result" && run)
      return [
        close,
        run.status === "done" && (
          <Popconfirm
            key="discard"
            title={t("layout:result.discardConfirm")}
            okText={t("app:actions.confirm")}
            cancelText={t("app:actions.cancel")}
            onConfirm={() => discard()}
          >
            <Button danger loading={busy === "discard"} data-testid="cloud-layout-discard">
              {t("layout:result.discard")}
            </Button>
          </Popconfirm>
        ),
        <Button key="rerun" onClick={() => void rerun()} data-testid="cloud-layout-rerun">
          {t("layout:result.rerun")}
        </Button>,
        run.status === "done" && (
          <Button
            key="accept"
            type="primary"
            loading={busy === "accept"}
            disabled={plans.length === 0}
            onClick={() => void accept()}
            data-testid="cloud-layout-accept"
          >
            {t("layout:result.accept")}
          </Button>
        ),
      ].filter(Boolean);
    return [close];
  })();

  return (
    <Modal
      open={open}
      title={t(planeId ? "layout:titlePlane" : "layout:title")}
      onCancel={onClose}
      footer={footer}
      width={phase === "result" || phase === "accepted" ? 1080 : 760}
      destroyOnHidden
      maskClosable={false}
      styles={{ body: { maxHeight: "calc(100vh - 220px)", overflowY: "auto", overflowX: "hidden" } }}
      centered
    >
      <div className="sw-cloud-layout" data-testid="cloud-layout-body" data-phase={phase}>
        {phase === "loading" && (
          <div className="sw-cloud-layout-loading">
            <Spin />
          </div>
        )}
        {phase === "settings" && overview && <SettingsStep form={form} overview={overview} />}
        {phase === "running" && run && <RunningStep run={run} />}
        {phase === "result" && run && <ResultStep run={run} plans={plans} />}
        {phase === "accepted" && accepted && (
          <AcceptedStep accepted={accepted} plans={plans} projectId={projectId} planeId={planeId} />
        )}
      </div>
    </Modal>
  );
}

function SettingsStep({
  form,
  overview,
}: {
  form: ReturnType<typeof Form.useForm<SettingsValues>>[0];
  overview: LayoutOverview;
}) {
  const { t } = useTranslation();
  const slabMode = Form.useWatch("slabMode", form);
  const m2 = t("app:units.squareMetre");
  return (
    <>
      {!overview.canRun && (
        <Alert
          type="warning"
          showIcon
          title={t("layout:settings.notOpen")}
          data-testid="cloud-layout-not-open"
        />
      )}
      {overview.canRun && overview.boardsToLayout === 0 && (
        <Alert
          type="info"
          showIcon
          title={t("layout:settings.nothingToLayout")}
          data-testid="cloud-layout-nothing"
        />
      )}
      {overview.boardsToLayout > 0 && (
        <>
          <p className="sw-cloud-layout-lead">
            {t("layout:settings.lead", { count: overview.boardsToLayout })}
          </p>
          <Table
            size="small"
            rowKey={(g) => `${g.stone}|${g.thickness}`}
            dataSource={overview.groups}
            pagination={false}
            className="sw-cloud-layout-groups"
            columns={[
              { title: t("layout:fields.stone"), dataIndex: "stone" },
              {
                title: `${t("layout:fields.thickness")} (mm)`,
                dataIndex: "thickness",
                align: "right",
                render: (v: number) => formatThickness(v),
              },
              { title: t("layout:fields.boards"), dataIndex: "boards", align: "right" },
              {
                title: `${t("layout:fields.boardArea")} (${m2})`,
                dataIndex: "boardArea",
                align: "right",
                render: (v: number) => formatArea(v),
              },
              {
                title: t("layout:fields.matchingSlabs"),
                key: "slabs",
                align: "right",
                render: (_, g) =>
                  g.slabs.length ? (
                    `${g.slabs.length} · ${formatArea(g.slabArea)} ${m2}`
                  ) : (
                    <Tag color="orange">{t("layout:settings.noStock")}</Tag>
                  ),
              },
            ]}
          />
        </>
      )}
      <Form form={form} layout="vertical" className="sw-cloud-layout-form" disabled={!overview.canRun}>
        <div className="sw-cloud-layout-grid">
          <Form.Item
            name="kerf"
            label={t("layout:settings.kerf")}
            extra={t("layout:settings.kerfHint")}
            rules={[
              {
                required: true,
                type: "integer",
                min: KERF_MIN_MM,
                max: KERF_MAX_MM,
                message: t("layout:settings.kerfInvalid"),
              },
            ]}
          >
            <InputNumber
              min={KERF_MIN_MM}
              max={KERF_MAX_MM}
              precision={0}
              suffix="mm"
              data-testid="cloud-layout-kerf"
            />
          </Form.Item>
          <Form.Item
            name="stages"
            label={t("layout:settings.stages")}
            extra={t("layout:settings.stagesHint")}
          >
            <Radio.Group
              optionType="button"
              options={[
                { value: 2, label: t("layout:settings.stagesN", { count: 2 }) },
                { value: 3, label: t("layout:settings.stagesN", { count: 3 }) },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="rotation"
            label={t("layout:settings.rotation")}
            extra={t("layout:settings.rotationHint")}
          >
            <Radio.Group
              optionType="button"
              options={[
                { value: "allowed", label: t("layout:settings.rotationAllowed") },
                { value: "banned", label: t("layout:settings.rotationBanned") },
              ]}
              data-testid="cloud-layout-rotation"
            />
          </Form.Item>
          <Form.Item
            name="timeLimitSeconds"
            label={t("layout:settings.timeLimit")}
            extra={t("layout:settings.timeLimitHint")}
            rules={[
              {
                required: true,
                type: "integer",
                min: CLOUD_LAYOUT_TIME_LIMIT.min,
                max: CLOUD_LAYOUT_TIME_LIMIT.max,
                message: t("layout:settings.timeLimitInvalid"),
              },
            ]}
          >
            <InputNumber
              min={CLOUD_LAYOUT_TIME_LIMIT.min}
              max={CLOUD_LAYOUT_TIME_LIMIT.max}
              precision={0}
              suffix={t("layout:settings.seconds")}
              data-testid="cloud-layout-time"
            />
          </Form.Item>
        </div>
        <Form.Item name="slabMode" label={t("layout:settings.slabs")}>
          <Radio.Group
            options={[
              { value: "all", label: t("layout:settings.slabsAll") },
              { value: "list", label: t("layout:settings.slabsList") },
            ]}
            data-testid="cloud-layout-slab-mode"
          />
        </Form.Item>
        {slabMode === "list" && (
          <Form.Item
            name="slabIds"
            rules={[{ required: true, type: "array", min: 1, message: t("layout:settings.slabsRequired") }]}
          >
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("layout:settings.slabsPlaceholder")}
              data-testid="cloud-layout-slab-select"
              options={overview.groups
                .filter((g) => g.slabs.length)
                .map((g) => ({
                  label: `${g.stone} · ${formatThickness(g.thickness)} mm`,
                  title: g.stone,
                  options: g.slabs.map((s) => ({
                    value: s.slabId,
                    label: `${s.barcode} · ${s.length} × ${s.width}`,
                  })),
                }))}
            />
          </Form.Item>
        )}
      </Form>
    </>
  );
}

function RunningStep({ run }: { run: LayoutRun }) {
  const { t } = useTranslation();
  return (
    <div className="sw-cloud-layout-running" data-testid="cloud-layout-progress">
      <Progress percent={run.progress} status="active" strokeColor="#3685FE" />
      <p>
        {t("layout:progress.groups", { done: run.groupsDone, total: run.groupsTotal })}
        <span className="sw-dot">·</span>
        {t("layout:progress.hint", { seconds: run.params.timeLimitSeconds })}
      </p>
    </div>
  );
}

function Summary({ summary }: { summary: RunSummary }) {
  const { t } = useTranslation();
  return (
    <div className="sw-cloud-layout-stats" data-testid="cloud-layout-summary">
      <Statistic
        title={t("layout:result.slabsUsed")}
        value={summary.slabsUsed}
        suffix={`/ ${summary.slabsAvailable}`}
      />
      <Statistic
        title={t("layout:result.boardsPlaced")}
        value={summary.boardsPlaced}
        suffix={`/ ${summary.boardsTotal}`}
      />
      <Statistic title={t("layout:result.overallYield")} value={formatPercent(summary.yield)} />
      <Statistic
        title={`${t("layout:result.usedArea")} (${t("app:units.squareMetre")})`}
        value={`${formatArea(summary.boardArea)} / ${formatArea(summary.slabArea)}`}
      />
      <Statistic
        title={t("layout:result.unplaced")}
        value={summary.boardsUnplaced}
        styles={{ content: { color: summary.boardsUnplaced ? "#d4380d" : undefined } }}
      />
    </div>
  );
}

function ResultStep({ run, plans }: { run: LayoutRun; plans: ProposedPlan[] }) {
  const { t } = useTranslation();
  if (run.status !== "done") {
    return (
      <Alert
        type={run.status === "failed" ? "error" : "info"}
        showIcon
        title={t(`layout:status.${run.status}`)}
        description={run.error ?? undefined}
        data-testid="cloud-layout-ended"
      />
    );
  }
  const s = run.summary;
  return (
    <>
      {s && <Summary summary={s} />}
      {plans.length === 0 ? (
        <Empty description={t("layout:result.noPlans")} />
      ) : (
        <div className="sw-cloud-layout-plans" data-testid="cloud-layout-plans">
          {plans.map((p) => (
            <PlanCard key={p.planId} plan={p} />
          ))}
        </div>
      )}
      {s && s.boardsUnplaced > 0 && <UnplacedBoards summary={s} />}
    </>
  );
}

function UnplacedBoards({ summary }: { summary: RunSummary }) {
  const { t } = useTranslation();
  const byReason = new Map<string, number>();
  for (const u of summary.unplaced) byReason.set(u.reason, (byReason.get(u.reason) ?? 0) + 1);
  return (
    <Collapse
      size="small"
      className="sw-cloud-layout-unplaced"
      data-testid="cloud-layout-unplaced"
      items={[
        {
          key: "unplaced",
          label: (
            <span>
              <WarningFilled className="sw-cloud-layout-warn" />
              {t("layout:result.unplacedTitle", { count: summary.boardsUnplaced })}
              {[...byReason].map(([reason, n]) => (
                <Tag key={reason} className="sw-cloud-layout-reason">
                  {t(`layout:reason.${reason}`)}: {n}
                </Tag>
              ))}
            </span>
          ),
          children: (
            <Table
              size="small"
              rowKey="boardId"
              dataSource={summary.unplaced}
              pagination={summary.unplaced.length > 10 ? { pageSize: 10, size: "small" } : false}
              columns={[
                { title: t("layout:fields.code"), dataIndex: "code" },
                { title: t("layout:fields.stone"), dataIndex: "stone" },
                {
                  title: `${t("layout:fields.thickness")} (mm)`,
                  dataIndex: "thickness",
                  render: (v: number) => formatThickness(v),
                },
                {
                  title: `${t("layout:fields.size")} (mm)`,
                  key: "size",
                  render: (_, u) => `${u.length} × ${u.width}`,
                },
                {
                  title: t("layout:fields.reason"),
                  dataIndex: "reason",
                  render: (v: string) => t(`layout:reason.${v}`),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}

function PlanCard({ plan, extra }: { plan: ProposedPlan; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      className="sw-cloud-layout-plan"
      data-testid="cloud-layout-plan"
      data-slab={plan.barcode}
      title={plan.barcode}
      extra={extra ?? <strong className="sw-cloud-layout-yield">{formatPercent(plan.yield)}</strong>}
    >
      <p className="sw-cloud-layout-plan-sub">
        {plan.stone} · {formatThickness(plan.thickness)} mm · {plan.length} × {plan.width} mm
      </p>
      <CuttingPlanDrawing
        length={plan.length}
        width={plan.width}
        defects={plan.defects}
        boards={plan.boards.map((b) => ({
          key: b.boardId,
          code: b.code,
          x: b.x,
          y: b.y,
          w: b.w,
          h: b.h,
          rotated: b.rotated,
        }))}
        kerf={plan.kerf}
        yieldRate={plan.yield}
        maxHeight={240}
        labels={{
          yield: t("layout:result.yield"),
          kerf: t("layout:settings.kerf"),
          rotated: t("layout:result.rotated"),
        }}
        extra={
          <span className="sw-cloud-layout-count">
            {t("layout:result.boardCount", { count: plan.boards.length })}
          </span>
        }
      />
    </Card>
  );
}

function AcceptedStep({
  accepted,
  plans,
  projectId,
  planeId,
}: {
  accepted: { plans: number; boards: number };
  plans: ProposedPlan[];
  projectId: string;
  planeId?: string;
}) {
  const { t } = useTranslation();
  const { data: info } = useUserInfo();
  const canAdjust = hasMenu(info, Menu.SlabQuery);
  return (
    <>
      <Result
        status="success"
        title={t("layout:result.acceptedTitle")}
        subTitle={t("layout:result.acceptedText", { plans: accepted.plans, boards: accepted.boards })}
        data-testid="cloud-layout-accepted"
      />
      <p className="sw-cloud-layout-lead">{t("layout:result.adjustHint")}</p>
      {canAdjust && (
        <Space wrap>
          {plans.map((p) => (
            <Link key={p.slabId} to={manualLayoutPath({ projectId, planeId, slabId: p.slabId })}>
              {t("layout:result.adjust", { slab: p.barcode })}
            </Link>
          ))}
        </Space>
      )}
    </>
  );
}
