import {
  formatArea,
  Menu,
  type PlanCandidate,
  type PlanDetail,
  type PlanSuggestion,
} from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, DatePicker, Input, Space, Spin, Tag } from "antd";
import type { Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { productionPlanApi } from "../../../api/production.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { planDetailPath, planKeys } from "../api/production-plan-api.ts";
import { CandidatePicker } from "../components/CandidatePicker.tsx";
import { type EditorRow, orderedRows, PlanRowsTable } from "../components/PlanRowsTable.tsx";
import "../../../components/page.css";
import "./production-plan.css";

/** The rows of a saved plan, in cutting order per table. */
function rowsOf(p: PlanDetail): EditorRow[] {
  return p.tables.flatMap((tb) =>
    tb.slabs.map((s) => ({ slab: s, deviceId: tb.deviceId, tableSide: tb.tableSide })),
  );
}

/**
 * /productionPlan/edit[?planId=…] (hidden, 2500): build a plan for a date from the slabs that can be
 * planned (filters, scan), take the suggested assignment, change any row (device, table, order),
 * save the draft. Issuing is on the plan's detail.
 */
export default function PlanEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = usePermission(Menu.ProductionPlan);
  const [params] = useSearchParams();
  const planId = params.get("planId") ?? undefined;
  const existing = useQuery({
    queryKey: planKeys.detail(planId ?? "new"),
    queryFn: () => productionPlanApi.detail({ planId: planId! }),
    enabled: !!planId,
  });
  const devices = useQuery({ queryKey: planKeys.devices, queryFn: () => productionPlanApi.devices() });
  const [rows, setRows] = useState<EditorRow[]>([]);
  const [planDate, setPlanDate] = useState<Dayjs>(() => dayjs());
  const [remark, setRemark] = useState("");
  const [unfit, setUnfit] = useState<PlanSuggestion["unfit"]>([]);
  const [busy, setBusy] = useState(false);
  const loaded = existing.data;
  useEffect(() => {
    if (!loaded) return;
    setRows(rowsOf(loaded));
    setPlanDate(dayjs(loaded.planDate));
    setRemark(loaded.remark);
  }, [loaded]);

  const deviceList = devices.data ?? [];
  const added = new Set(rows.map((r) => r.slab.slabId));
  const add = (slabs: PlanCandidate[]) => {
    const fresh = slabs.filter((s) => !added.has(s.slabId));
    setRows((now) => [...now, ...fresh.map((slab) => ({ slab, deviceId: null, tableSide: null }))]);
    if (fresh.length === 1) toastSuccess(t("production:plan.editor.scanned", { barcode: fresh[0]!.barcode }));
  };

  const suggest = async () => {
    if (!rows.length) return;
    setBusy(true);
    try {
      const s = await productionPlanApi.suggest({ slabIds: rows.map((r) => r.slab.slabId) });
      const bySlab = new Map(rows.map((r) => [r.slab.slabId, r.slab]));
      setRows(
        s.rows.map((x) => ({ slab: bySlab.get(x.slabId)!, deviceId: x.deviceId, tableSide: x.tableSide })),
      );
      setUnfit(s.unfit);
      toastSuccess(t("production:plan.editor.suggested"));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!can.check()) return;
    if (rows.some((r) => !r.deviceId || !r.tableSide)) {
      toastError(t("production:plan.editor.needAssign"));
      return;
    }
    const slabs = orderedRows(rows, deviceList).map(({ row }) => ({
      slabId: row.slab.slabId,
      deviceId: row.deviceId!,
      tableSide: row.tableSide!,
    }));
    const body = { planDate: planDate.format("YYYY-MM-DD"), remark, slabs };
    setBusy(true);
    try {
      let target = planId;
      if (planId && loaded) {
        await productionPlanApi.save({ ...body, planId, version: loaded.version });
        toastSuccess(t("production:plan.toast.saved"));
      } else {
        const created = await productionPlanApi.create(body);
        target = created.planId;
        toastSuccess(t("production:plan.toast.created", { planNo: created.planNo }));
      }
      await client.invalidateQueries({ queryKey: ["production"] });
      navigate(planDetailPath(target!, loaded?.planNo), { replace: true });
    } catch {
      // the HTTP client toasted the refusal (a slab taken by another plan, a stale version…)
    } finally {
      setBusy(false);
    }
  };

  if (planId && existing.isLoading) return <Spin />;
  // Table loads: what is on each table now plus this plan's slabs.
  const planned = new Map<string, number>();
  for (const r of rows)
    if (r.deviceId && r.tableSide) {
      const k = `${r.deviceId}|${r.tableSide}`;
      planned.set(k, (planned.get(k) ?? 0) + r.slab.area);
    }

  return (
    <div className="sw-page" data-testid="plan-editor-page">
      <Card
        className="sw-page-card"
        title={
          loaded
            ? t("production:plan.editor.editTitle", { planNo: loaded.planNo })
            : t("production:plan.editor.newTitle")
        }
        extra={
          <Space>
            <DatePicker
              value={planDate}
              allowClear={false}
              onChange={(d) => d && setPlanDate(d)}
              data-testid="plan-date"
            />
            <Input
              style={{ width: 220 }}
              value={remark}
              maxLength={200}
              placeholder={t("production:plan.fields.remark")}
              onChange={(e) => setRemark(e.target.value)}
              data-testid="plan-remark"
            />
          </Space>
        }
      >
        <h3 className="sw-pp-section">{t("production:plan.editor.candidates")}</h3>
        <CandidatePicker added={added} onAdd={add} />
      </Card>
      <Card
        className="sw-page-card"
        title={`${t("production:plan.editor.rows")} · ${t("production:plan.slabCount", { count: rows.length })}`}
        extra={
          <Space>
            <Button onClick={() => navigate(-1)}>{t("production:plan.editor.back")}</Button>
            <Button onClick={() => void suggest()} disabled={!rows.length || busy} data-testid="plan-suggest">
              {t("production:plan.editor.suggest")}
            </Button>
            <Button
              type="primary"
              onClick={() => void save()}
              loading={busy}
              disabled={!rows.length}
              data-testid="plan-save"
            >
              {t("production:plan.editor.save")}
            </Button>
          </Space>
        }
      >
        {devices.data && deviceList.length === 0 && (
          <Alert type="warning" showIcon title={t("production:plan.editor.noDevices")} />
        )}
        {unfit.length > 0 && (
          <Alert
            className="sw-pp-unfit"
            type="warning"
            showIcon
            closable
            onClose={() => setUnfit([])}
            title={t("production:plan.editor.unfitTitle")}
            description={
              <ul className="sw-pp-unfit-list" data-testid="plan-unfit">
                {unfit.map((u) => (
                  <li key={u.slabId}>{u.message}</li>
                ))}
              </ul>
            }
          />
        )}
        <div className="sw-pp-loads" data-testid="plan-loads">
          <span className="sw-muted">{t("production:plan.editor.loads")}</span>
          {deviceList.flatMap((d) =>
            (["A", "B"] as const).map((side) => {
              const existingLoad = side === "A" ? d.loadA : d.loadB;
              const mine = planned.get(`${d.deviceId}|${side}`) ?? 0;
              return (
                <Tag key={`${d.deviceId}${side}`} color={mine ? "blue" : undefined}>
                  {t("production:plan.editor.tableName", { device: d.code, side })}:{" "}
                  {formatArea(existingLoad)} + {formatArea(mine)}
                </Tag>
              );
            }),
          )}
        </div>
        <PlanRowsTable rows={rows} devices={deviceList} onChange={setRows} />
      </Card>
    </div>
  );
}
