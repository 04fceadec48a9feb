import {
  type LayoutAccepted,
  type LayoutOverview,
  type LayoutProposedPlan,
  type LayoutRun,
  type LayoutRunParams,
  layoutRunActions,
} from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Modal, Spin } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { layoutApi } from "../../../../api/layout.ts";
import { ConfirmAction } from "../../../../components/ConfirmAction.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { toastSuccess } from "../../../../lib/feedback.ts";
import { overviewScope, runStatusQuery } from "../../api/layout-api.ts";
import { AcceptedStep } from "./AcceptedStep.tsx";
import { ResultStep } from "./ResultStep.tsx";
import { RunHistory } from "./RunHistory.tsx";
import { RunningStep } from "./RunningStep.tsx";
import { paramsOf, SettingsStep, type SettingsValues, settingsValues } from "./SettingsStep.tsx";
import "./cloud-layout.css";
import { validValues } from "../../../../lib/form-rules.ts";

type Phase = "loading" | "settings" | "running" | "result" | "accepted";

export interface CloudLayoutDialogProps {
  open: boolean;
  projectId: string;
  planeId?: string;
  onClose: () => void;
  onAccepted?: () => void;
}

/**
 * Cloud layout of a project (or one plane): settings → start → progress (runStatus polled by the
 * query's refetchInterval) → the proposed plans drawn to scale with their yields and the unplaced
 * boards → accept, re-run or discard. The buttons offered for a run are those LAYOUT_RUN_TRANSITIONS
 * (shared) allows in its state.
 */
export function CloudLayoutDialog({ open, projectId, planeId, onClose, onAccepted }: CloudLayoutDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SettingsValues>();
  const [phase, setPhase] = useState<Phase>("loading");
  const [overview, setOverview] = useState<LayoutOverview | null>(null);
  const [run, setRun] = useState<LayoutRun | null>(null);
  const [plans, setPlans] = useState<LayoutProposedPlan[]>([]);
  const [busy, setBusy] = useState<"start" | "accept" | "discard" | null>(null);
  const [accepted, setAccepted] = useState<LayoutAccepted | null>(null);
  const lastParams = useRef<LayoutRunParams | null>(null);
  // The caller's close handler, read when needed: a new one on each render of the caller (after
  // an accept refreshes the page) must not reload the dialog and drop its accepted step.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  /** The other projects laid out with this one (the form's choice, kept across re-runs). */
  const others = useRef<string[]>([]);
  const overviewNow = useCallback(
    () => layoutApi.overview(overviewScope(projectId, planeId, others.current)),
    [projectId, planeId],
  );

  const showSettings = useCallback(
    (ov: LayoutOverview, params: LayoutRunParams | null) => {
      form.setFieldsValue(settingsValues(ov, params));
      setPhase("settings");
    },
    [form],
  );

  const showResult = useCallback(
    async (r: LayoutRun) => {
      setRun(r);
      lastParams.current = r.params;
      others.current = r.projects.map((p) => p.projectId).filter((id) => id !== projectId);
      setPlans(r.status === "done" ? (await layoutApi.proposals({ runId: r.runId })).plans : []);
      setPhase("result");
    },
    [projectId],
  );

  const load = useCallback(async () => {
    setPhase("loading");
    setRun(null);
    setPlans([]);
    setAccepted(null);
    try {
      const ov = await overviewNow();
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
      closeRef.current();
    }
  }, [overviewNow, showResult, showSettings]);

  // Other projects chosen or dropped: the groups against stock are counted over the new choice.
  const changeCompanions = async (ids: string[]) => {
    others.current = ids;
    try {
      setOverview(await overviewNow());
    } catch {
      // shown by the client
    }
  };

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  // The running run's status, polled until it ends; then its result is shown.
  const runningId = phase === "running" ? run?.runId : undefined;
  const polled = useQuery({ ...runStatusQuery(runningId ?? ""), enabled: !!runningId }).data;
  useEffect(() => {
    if (!polled || polled.runId !== runningId) return;
    if (polled.status === "running") setRun(polled);
    else void showResult(polled);
  }, [polled, runningId, showResult]);

  const start = async () => {
    if (!overview) return;
    const v = await validValues(form);
    if (!v) return;
    setBusy("start");
    try {
      const together = v.companionIds ?? [];
      const started = await layoutApi.run({
        ...(together.length ? { projectIds: [projectId, ...together] } : { projectId }),
        ...(planeId && !together.length ? { planeId } : {}),
        kerf: v.kerf,
        stages: v.stages,
        rotation: v.rotation,
        ...(v.slabMode === "list" ? { slabIds: v.slabIds ?? [] } : {}),
        timeLimitSeconds: v.timeLimitSeconds,
        preferRemnants: v.preferRemnants,
      });
      const params = paramsOf(v);
      lastParams.current = params;
      // The run as the server has it (its projects named); a guess from the form when that ask fails.
      const known = await layoutApi.runStatus({ runId: started.runId }).catch(() => null);
      setRun(
        known ?? {
          runId: started.runId,
          projectId,
          projects: [],
          planeId: planeId ?? null,
          status: started.status,
          groupsDone: 0,
          groupsTotal: started.groupsTotal,
          progress: 0,
          params,
          summary: null,
          errorKey: null,
          error: null,
          createdAt: new Date().toISOString(),
          finishedAt: null,
        },
      );
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
      const res = await layoutApi.accept({ runId: run.runId });
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
      await layoutApi.discard({ runId: run.runId });
      toastSuccess(t(phase === "running" ? "layout:progress.cancelled" : "layout:result.discarded"));
      const ov = await overviewNow();
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
    const ov = await overviewNow();
    setOverview(ov);
    showSettings(ov, lastParams.current);
  };

  const allowed = run ? layoutRunActions(run.status) : [];
  const close = (
    <Button key="close" onClick={onClose} data-testid="cloud-layout-close">
      {t("app:actions.close")}
    </Button>
  );
  const footer = {
    loading: [close],
    accepted: [close],
    settings: [
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
    ],
    running: [
      close,
      allowed.includes("discard") && (
        <Button
          key="cancel"
          danger
          loading={busy === "discard"}
          onClick={() => void discard()}
          data-testid="cloud-layout-cancel"
        >
          {t("layout:progress.cancel")}
        </Button>
      ),
    ],
    result: [
      close,
      allowed.includes("discard") && (
        <ConfirmAction
          key="discard"
          title={t("layout:result.discardConfirm")}
          allowed={busy === null}
          check={() => true}
          onConfirm={discard}
          testId="cloud-layout-discard"
          danger
          type="default"
        >
          {t("layout:result.discard")}
        </ConfirmAction>
      ),
      <Button key="rerun" onClick={() => void rerun()} data-testid="cloud-layout-rerun">
        {t("layout:result.rerun")}
      </Button>,
      allowed.includes("accept") && (
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
    ],
  }[phase].filter(Boolean);

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
        {phase === "settings" && overview && (
          <>
            <SettingsStep
              form={form}
              overview={overview}
              onCompanions={(ids) => void changeCompanions(ids)}
            />
            <RunHistory projectId={projectId} />
          </>
        )}
        {phase === "running" && run && <RunningStep run={run} />}
        {phase === "result" && run && <ResultStep run={run} plans={plans} />}
        {phase === "accepted" && accepted && (
          <AcceptedStep accepted={accepted} plans={plans} projectId={projectId} planeId={planeId} />
        )}
      </div>
    </Modal>
  );
}
