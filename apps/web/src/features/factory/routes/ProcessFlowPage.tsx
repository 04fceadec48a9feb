import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import type { FlowStep, ProjectType } from "@stoneworks/shared";
import { Code, MAX_FLOW_STEPS, Menu, PROJECT_TYPES, unitPriceSchema } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Input, Select, Space, Switch, Table, Tabs } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { toastError, toastSuccess, toastWarning } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { craftOptionsQuery, factoryKeys } from "../api/factory-api.ts";
import "../../../components/page.css";
import "../factory.css";
import { processFlowApi } from "../../../api/factory.ts";
import { tableLoading } from "../../../lib/table-loading.ts";

/** A unit price the server takes: yuan ≥ 0 with at most 2 decimals. */
const isUnitPrice = (v: string) => unitPriceSchema.safeParse(v).success;

/** /basic/processFlow (3104): per project type, the ordered crafts and the unit price paid for each. */
export default function ProcessFlowPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProjectType>("engineering");
  return (
    <div className="sw-page" data-testid="process-flow-page">
      <Card className="sw-page-card" title={t("factory:flow.title")}>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as ProjectType)}
          destroyOnHidden
          items={PROJECT_TYPES.map((p) => ({
            key: p,
            label: t(`factory:projectType.${p}`),
            children: <FlowEditor projectType={p} />,
          }))}
        />
      </Card>
    </div>
  );
}

interface Row {
  craftId: string;
  name: string;
  unitPrice: string;
}

function FlowEditor({ projectType }: { projectType: ProjectType }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.ProcessFlow);
  const key = [...factoryKeys.flow, projectType];
  const flow = useQuery({ queryKey: key, queryFn: () => processFlowApi.get({ projectType }) });
  const crafts = useQuery(craftOptionsQuery());
  const [rows, setRows] = useState<Row[]>([]);
  const [reinforcement, setReinforcement] = useState(true);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<string | undefined>();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [reloaded, setReloaded] = useState(false);

  useEffect(() => {
    if (!flow.data) return;
    setRows(
      flow.data.steps.map((s: FlowStep) => ({ craftId: s.craftId, name: s.name, unitPrice: s.unitPrice })),
    );
    setReinforcement(flow.data.reinforcement);
    setDirty(false);
  }, [flow.data]);

  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const next = [...rows];
    const [r] = next.splice(from, 1);
    next.splice(to, 0, r);
    change(next);
  };
  const add = () => {
    const c = crafts.data?.find((x) => x.craftId === picked);
    if (!c || !can.check()) return;
    change([...rows, { craftId: c.craftId, name: c.name, unitPrice: c.unitPrice }]);
    setPicked(undefined);
  };
  const invalid = rows.some((r) => !isUnitPrice(r.unitPrice));
  const save = async () => {
    if (!flow.data || !can.check()) return;
    if (invalid) {
      toastWarning(t("common:validation.unitPriceInvalid"));
      return;
    }
    setBusy(true);
    try {
      await processFlowApi.save(
        {
          projectType,
          version: flow.data.version,
          reinforcement,
          steps: rows.map((r) => ({ craftId: r.craftId, unitPrice: r.unitPrice.trim() })),
        },
        { silent: true },
      );
      toastSuccess(t("forms:feedback.saved"));
      setReloaded(false);
      await client.invalidateQueries({ queryKey: key });
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.Conflict) {
        // Someone saved first: load theirs and say so.
        setReloaded(true);
        await client.invalidateQueries({ queryKey: key });
      } else if (err instanceof ApiError && err.kind === "business") toastError(err.message);
    } finally {
      setBusy(false);
    }
  };

  const used = new Set(rows.map((r) => r.craftId));
  return (
    <div data-testid={`flow-${projectType}`}>
      {reloaded && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setReloaded(false) }}
          title={t("factory:flow.conflict")}
          style={{ marginBottom: 16 }}
        />
      )}
      <div className="sw-toolbar">
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 280 }}
          placeholder={t("factory:flow.pickCraft")}
          value={picked}
          onChange={setPicked}
          loading={crafts.isLoading}
          options={(crafts.data ?? []).map((c) => ({
            value: c.craftId,
            label: `${c.name} · ${t("factory:money.yuan", { value: c.unitPrice })}`,
            disabled: used.has(c.craftId),
          }))}
          data-testid="flow-craft-select"
        />
        <Button
          icon={<PlusOutlined />}
          onClick={add}
          disabled={!picked || rows.length >= MAX_FLOW_STEPS}
          data-testid="flow-add"
        >
          {t("factory:flow.addCraft")}
        </Button>
        <span className="sw-toolbar-spacer" />
        <span className="sw-muted">{t("factory:flow.hint")}</span>
      </div>
      <div className="sw-toolbar">
        <Space>
          <span>{t("factory:flow.reinforcement")}</span>
          <Switch
            checked={reinforcement}
            onChange={(on) => {
              if (!can.check()) return;
              setReinforcement(on);
              setDirty(true);
            }}
            data-testid="flow-reinforcement"
          />
          <span className="sw-muted">{t("factory:flow.reinforcementHint")}</span>
        </Space>
      </div>
      <Table<Row>
        rowKey="craftId"
        loading={tableLoading(flow)}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty description={t("factory:flow.empty")} /> }}
        onRow={(_, index) => ({
          draggable: true,
          onDragStart: () => setDragFrom(index ?? null),
          onDragOver: (e) => e.preventDefault(),
          onDrop: () => {
            if (dragFrom !== null && index !== undefined) move(dragFrom, index);
            setDragFrom(null);
          },
        })}
        columns={[
          {
            title: t("factory:flow.step"),
            key: "step",
            width: 90,
            render: (_, _r, i) => (
              <span className="sw-flow-step">
                <HolderOutlined className="sw-drag-handle" /> {i + 1}
              </span>
            ),
          },
          {
            title: t("factory:flow.craft"),
            dataIndex: "name",
            render: (v: string) => <strong data-testid="flow-row">{v}</strong>,
          },
          {
            title: `${t("factory:crafts.unitPrice")} (${t("factory:money.unit")})`,
            dataIndex: "unitPrice",
            width: 220,
            render: (v: string, _r, i) => (
              <Input
                value={v}
                inputMode="decimal"
                status={isUnitPrice(v) ? undefined : "error"}
                onChange={(e) =>
                  change(rows.map((x, j) => (j === i ? { ...x, unitPrice: e.target.value } : x)))
                }
                data-testid="flow-price"
              />
            ),
          },
          {
            title: t("forms:table.actions"),
            key: "actions",
            width: 160,
            render: (_, _r, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={t("factory:flow.up")}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={t("factory:flow.down")}
                />
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => change(rows.filter((_x, j) => j !== i))}
                  aria-label={t("app:actions.remove")}
                />
              </Space>
            ),
          },
        ]}
      />
      {invalid && (
        <div className="ant-form-item-explain-error">{t("common:validation.unitPriceInvalid")}</div>
      )}
      <div className="sw-flow-foot">
        <Button type="primary" loading={busy} disabled={!dirty} onClick={save} data-testid="flow-save">
          {t("app:actions.save")}
        </Button>
        <Button
          disabled={!dirty || busy}
          onClick={() => {
            if (!flow.data) return;
            setRows(
              flow.data.steps.map((st) => ({ craftId: st.craftId, name: st.name, unitPrice: st.unitPrice })),
            );
            setReinforcement(flow.data.reinforcement);
            setDirty(false);
          }}
        >
          {t("factory:flow.reset")}
        </Button>
        {dirty && <span className="sw-muted">{t("factory:flow.unsaved")}</span>}
      </div>
    </div>
  );
}
