import { CheckOutlined, EditOutlined, SwapOutlined } from "@ant-design/icons";
import {
  Code,
  type DeviceOption,
  Menu,
  type PlanBoard,
  type SlabWithDefects,
  slabChangeDeviceBody,
  type TableSide,
} from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ButtonProps } from "antd";
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Modal,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Table,
  Tooltip,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { slabApi } from "../../../api/inventory.ts";
import { CuttingPlanDrawing } from "../../../components/cutting-plan/CuttingPlanDrawing.tsx";
import { PlanLegend } from "../../../components/cutting-plan/PlanLegend.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { validValues, zodRule } from "../../../lib/form-rules.ts";
import { manualLayoutPath, projectDetailPath, slabDetailPath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { inventoryKeys } from "../api/inventory-api.ts";
import { area, ExceptionMark, SlabStatusTag, size, thickness, yieldText } from "../components/SlabBits.tsx";
import { SlabMachineCard } from "../components/SlabMachineCard.tsx";
import "../../../components/page.css";
import "../inventory.css";

/**
 * /slabQuery/materialDetail?slabId= (2200): the slab's cutting plan drawn to scale, the plan's facts,
 * change of device and the irrevocable mark-complete.
 */
export default function MaterialDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slabId = params.get("slabId") ?? "";
  const client = useQueryClient();
  const can = usePermission(Menu.SlabQuery);
  const layout = usePermission(Menu.LayoutReview);
  const [modal, holder] = Modal.useModal();
  const [changing, setChanging] = useState(false);
  const data = useQuery({
    queryKey: inventoryKeys.material(slabId),
    queryFn: () => slabApi.materialDetail({ slabId }),
    enabled: !!slabId,
    retry: false,
  });
  const refresh = () => client.invalidateQueries({ queryKey: inventoryKeys.all });

  if (!slabId || data.isError) {
    return (
      <div className="sw-page" data-testid="material-page">
        <Card className="sw-page-card">
          <Result status="404" title={t("inventory:common.notFound")} />
        </Card>
      </div>
    );
  }
  if (!data.data) {
    return (
      <div className="sw-page" data-testid="material-page">
        <Card className="sw-page-card">
          <Skeleton active />
        </Card>
      </div>
    );
  }
  const { slab, plan } = data.data;
  const canChangeDevice = slab.status === "toPick" || slab.status === "toCut";
  const canComplete = slab.status === "toCut" || slab.status === "cutting";

  const confirmComplete = () => {
    if (!can.check()) return;
    modal.confirm({
      title: t("inventory:material.completeTitle", { barcode: slab.barcode }),
      content: <div data-testid="complete-confirm">{t("inventory:material.completeBody")}</div>,
      okText: t("inventory:material.complete"),
      cancelText: t("app:actions.cancel"),
      okButtonProps: { danger: true, "data-testid": "complete-ok" } as ButtonProps,
      cancelButtonProps: { "data-testid": "complete-cancel" } as ButtonProps,
      onOk: async () => {
        try {
          await slabApi.complete({ slabId: slab.slabId, version: slab.version });
          toastSuccess(t("inventory:material.completed"));
        } catch {
          // 1003 (already done / wrong state) and 1012 (changed meanwhile) were toasted: show the fresh state.
        }
        await refresh();
      },
    });
  };

  return (
    <div className="sw-page" data-testid="material-page">
      {holder}
      <Card
        className="sw-page-card"
        title={
          <Space size={8} wrap>
            <span>
              {t("inventory:material.title")} · {slab.barcode}
            </span>
            <SlabStatusTag status={slab.status} />
            <ExceptionMark exception={slab.exception} reason={slab.exceptionReason} />
          </Space>
        }
        extra={
          <div className="sw-inv-actions">
            <Link to={slabDetailPath(slab.slabId, slab.barcode)}>
              <Button>{t("inventory:slab.detail")}</Button>
            </Link>
            {layout.allowed && canChangeDevice && (
              <Link to={manualLayoutPath({ projectId: plan?.projectId, slabId: slab.slabId })}>
                <Button icon={<EditOutlined />} data-testid="open-layout">
                  {t("inventory:material.toLayout")}
                </Button>
              </Link>
            )}
            <Tooltip title={canChangeDevice ? undefined : t("inventory:material.deviceLocked")}>
              <Button
                icon={<SwapOutlined />}
                disabled={!canChangeDevice}
                onClick={() => can.check() && setChanging(true)}
                data-testid="device-change"
              >
                {t("inventory:material.changeDevice")}
              </Button>
            </Tooltip>
            {slab.status === "done" ? (
              <span className="sw-inv-done" data-testid="slab-done">
                <CheckOutlined /> {t("inventory:status.done")}
              </span>
            ) : (
              <Tooltip title={canComplete ? undefined : t("inventory:material.completeLocked")}>
                <Button
                  type="primary"
                  danger
                  icon={<CheckOutlined />}
                  disabled={!canComplete}
                  onClick={confirmComplete}
                  data-testid="slab-complete"
                >
                  {t("inventory:material.complete")}
                </Button>
              </Tooltip>
            )}
          </div>
        }
      >
        <div className="sw-inv-grid">
          <div>
            <CuttingPlanDrawing
              length={slab.length}
              width={slab.width}
              defects={slab.defects}
              boards={(plan?.boards ?? []).map((b) => ({ ...b, key: b.boardId }))}
              kerf={plan?.kerf ?? 0}
              yieldRate={plan ? plan.yieldRate / 100 : null}
              extra={<PlanLegend />}
            />
            {!plan && (
              <Empty
                className="sw-inv-noplan"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t("inventory:material.noPlan")}
                data-testid="no-plan"
              />
            )}
          </div>
          <div className="sw-inv-side">
            <Descriptions
              title={t("inventory:detail.info")}
              column={1}
              size="small"
              bordered
              data-testid="slab-facts"
            >
              <Descriptions.Item label={t("inventory:slab.stone")}>{slab.stone}</Descriptions.Item>
              <Descriptions.Item label={t("inventory:slab.size")}>
                {size(slab.length, slab.width)}
              </Descriptions.Item>
              <Descriptions.Item label={t("inventory:slab.thickness")}>
                {thickness(slab.thickness)}
              </Descriptions.Item>
              <Descriptions.Item label={t("inventory:slab.area")}>{area(slab.area)}</Descriptions.Item>
              <Descriptions.Item label={t("inventory:slab.device")}>
                <span data-testid="slab-device">
                  {slab.deviceCode
                    ? `${slab.deviceCode}${slab.tableSide ? ` · ${t("inventory:slab.tableSideValue", { side: slab.tableSide })}` : ""}`
                    : "-"}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t("inventory:slab.warehouse")}>
                {slab.warehouseName || "-"}
              </Descriptions.Item>
            </Descriptions>
            {plan && (
              <Descriptions
                title={t("inventory:material.facts")}
                column={1}
                size="small"
                bordered
                data-testid="plan-facts"
              >
                <Descriptions.Item label={t("inventory:material.yield")}>
                  <strong data-testid="fact-yield">{yieldText(plan.yieldRate)}</strong>
                </Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.boards")}>
                  <span data-testid="fact-boards">{plan.boards.length}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.usedArea")}>
                  {area(plan.usedArea)}
                </Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.kerf")}>{plan.kerf} mm</Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.stages")}>{plan.stages}</Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.source")}>
                  {plan.source === "cloud"
                    ? t("inventory:material.sourceCloud")
                    : t("inventory:material.sourceManual")}
                </Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.project")}>
                  <Link to={projectDetailPath(plan.projectId)} data-testid="plan-project">
                    {plan.projectName} ({plan.projectNo})
                  </Link>
                </Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.plane")}>
                  <Link to={projectDetailPath(plan.projectId)}>
                    {plan.batchNo ?? ([...new Set(plan.boards.map((b) => b.batchNo))].join(", ") || "-")}
                  </Link>
                </Descriptions.Item>
                <Descriptions.Item label={t("inventory:material.createdAt")}>
                  <TimeAgo value={plan.createdAt} />
                </Descriptions.Item>
              </Descriptions>
            )}
          </div>
        </div>
      </Card>
      {plan && plan.boards.length > 0 && (
        <Card className="sw-page-card" title={t("inventory:material.boardList")}>
          <Table<PlanBoard>
            rowKey="boardId"
            size="small"
            dataSource={plan.boards}
            pagination={plan.boards.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            columns={[
              {
                title: t("inventory:material.code"),
                dataIndex: "code",
                render: (v: string) => <code data-testid="plan-board-row">{v}</code>,
              },
              {
                title: t("inventory:material.boardSize"),
                key: "size",
                render: (_, b) => size(b.length, b.width),
              },
              {
                title: t("inventory:material.position"),
                key: "pos",
                render: (_, b) => `${b.x}, ${b.y}`,
              },
              {
                title: t("inventory:material.rotated"),
                dataIndex: "rotated",
                render: (v: boolean) => (v ? t("inventory:common.yes") : t("inventory:common.no")),
              },
              { title: t("inventory:material.plane"), dataIndex: "batchNo" },
            ]}
          />
        </Card>
      )}
      <SlabMachineCard machine={data.data.machine} />
      <ChangeDeviceModal
        slab={slab}
        open={changing}
        onClose={() => setChanging(false)}
        onSaved={() => {
          setChanging(false);
          void refresh();
        }}
      />
    </div>
  );
}

function deviceLabel(d: DeviceOption) {
  return `${d.code} · ${d.series} · ${d.maxLength} × ${d.maxWidth} × ${d.maxThickness} mm`;
}

function ChangeDeviceModal({
  slab,
  open,
  onClose,
  onSaved,
}: {
  slab: SlabWithDefects;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ deviceId?: string; tableSide: TableSide | "any" }>();
  const [busy, setBusy] = useState(false);
  const devices = useQuery({
    queryKey: inventoryKeys.devices(slab.slabId),
    queryFn: () => slabApi.deviceOptions({ slabId: slab.slabId }),
    enabled: open,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ deviceId: slab.deviceId ?? undefined, tableSide: slab.tableSide ?? "any" });
  }, [open, form, slab.deviceId, slab.tableSide]);

  const why = (d: DeviceOption) =>
    t("inventory:material.unsuitable", {
      reasons: d.reasons
        .map((r) =>
          r === "size"
            ? t("inventory:material.reasonSize", { maxLength: d.maxLength, maxWidth: d.maxWidth })
            : t("inventory:material.reasonThickness", { maxThickness: d.maxThickness }),
        )
        .join("; "),
    });

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    if (!v.deviceId) return;
    setBusy(true);
    try {
      await slabApi.changeDevice({
        slabId: slab.slabId,
        deviceId: v.deviceId,
        tableSide: v.tableSide === "any" ? undefined : v.tableSide,
        version: slab.version,
      });
      toastSuccess(t("inventory:material.deviceChanged"));
      onSaved();
    } catch (err) {
      // 1003 / 1012 / 1002 were toasted by the client; show the slab as it is now.
      if (
        err instanceof ApiError &&
        ([Code.Conflict, Code.InvalidState, Code.NotFound] as number[]).includes(err.code ?? 0)
      )
        onSaved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("inventory:material.changeTitle", { barcode: slab.barcode })}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "device-save" } as ButtonProps}
      width={560}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="device-form">
        <Form.Item
          name="deviceId"
          label={t("inventory:material.device")}
          rules={[zodRule(slabChangeDeviceBody.shape.deviceId)]}
        >
          <Select
            loading={devices.isFetching}
            placeholder={t("inventory:material.devicePlaceholder")}
            data-testid="device-select"
            optionLabelProp="label"
            options={(devices.data ?? []).map((d) => ({
              value: d.deviceId,
              label: deviceLabel(d),
              disabled: !d.suitable,
              device: d,
            }))}
            optionRender={(o) => {
              const d = (o.data as { device: DeviceOption }).device;
              return (
                <div data-testid="device-option" data-suitable={d.suitable ? "true" : "false"}>
                  <div>{deviceLabel(d)}</div>
                  {!d.suitable && <div className="sw-muted sw-inv-why">{why(d)}</div>}
                </div>
              );
            }}
          />
        </Form.Item>
        <Form.Item name="tableSide" label={t("inventory:material.tableSide")}>
          <Radio.Group
            options={[
              { value: "any", label: t("inventory:material.tableAny") },
              { value: "A", label: t("inventory:slab.tableSideValue", { side: "A" }) },
              { value: "B", label: t("inventory:slab.tableSideValue", { side: "B" }) },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
