import { CheckCircleOutlined, PrinterOutlined, WarningOutlined } from "@ant-design/icons";
import { Code, Menu, type SlabDetail, type SlabExceptionBody, slabExceptionBody } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ButtonProps } from "antd";
import { Button, Card, Descriptions, Form, Input, Modal, Result, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { slabApi } from "../../../api/inventory.ts";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodFormRule } from "../../../lib/form-rules.ts";
import { projectDetailPath, remnantLabelPath, slabMaterialPath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { inventoryKeys } from "../api/inventory-api.ts";
import {
  area,
  ExceptionMark,
  RemnantTag,
  SlabStatusTag,
  size,
  thickness,
  yieldText,
} from "../components/SlabBits.tsx";
import { SlabHistory } from "../components/SlabHistory.tsx";
import { RemnantFrom, RemnantsProduced } from "../components/SlabRemnants.tsx";
import "../../../components/page.css";
import "../inventory.css";

/** /slabQuery/slabDetail?slabId= (2200): every field of a slab, its exception flag and its history. */
export default function SlabDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slabId = params.get("slabId") ?? "";
  const client = useQueryClient();
  const can = usePermission(Menu.SlabQuery);
  const [flagging, setFlagging] = useState<"set" | "clear" | null>(null);
  const detail = useQuery({
    queryKey: inventoryKeys.slab(slabId),
    queryFn: () => slabApi.detail({ slabId }),
    enabled: !!slabId,
    retry: false,
  });
  const refresh = () => client.invalidateQueries({ queryKey: inventoryKeys.all });

  if (!slabId || detail.isError) {
    return (
      <div className="sw-page" data-testid="slab-detail-page">
        <Card className="sw-page-card">
          <Result status="404" title={t("inventory:common.notFound")} />
        </Card>
      </div>
    );
  }
  const s = detail.data;
  if (!s) {
    return (
      <div className="sw-page" data-testid="slab-detail-page">
        <Card className="sw-page-card">
          <Skeleton active />
        </Card>
      </div>
    );
  }

  return (
    <div className="sw-page" data-testid="slab-detail-page">
      <Card
        className="sw-page-card"
        title={
          <Space size={8} wrap>
            <span data-testid="slab-detail-title">{t("inventory:detail.title", { barcode: s.barcode })}</span>
            <SlabStatusTag status={s.status} />
            {s.parent && <RemnantTag />}
            <ExceptionMark exception={s.exception} reason={s.exceptionReason} />
          </Space>
        }
        extra={
          <div className="sw-inv-actions">
            <Link to={slabMaterialPath(s.slabId, s.barcode)} data-testid="open-material">
              <Button type="primary">{t("inventory:detail.openMaterial")}</Button>
            </Link>
            {s.parent && (
              <Link to={remnantLabelPath(s.slabId, s.barcode)} data-testid="remnant-label">
                <Button icon={<PrinterOutlined />}>{t("inventory:remnant.printLabel")}</Button>
              </Link>
            )}
            {s.exception ? (
              <Button
                icon={<CheckCircleOutlined />}
                onClick={() => can.check() && setFlagging("clear")}
                data-testid="exception-clear"
              >
                {t("inventory:detail.clearException")}
              </Button>
            ) : (
              <Button
                danger
                icon={<WarningOutlined />}
                onClick={() => can.check() && setFlagging("set")}
                data-testid="exception-set"
              >
                {t("inventory:detail.setException")}
              </Button>
            )}
          </div>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="middle" data-testid="slab-fields">
          {s.parent && (
            <Descriptions.Item label={t("inventory:remnant.from")} span={{ xs: 1, md: 2, xl: 3 }}>
              <RemnantFrom parent={s.parent} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t("inventory:slab.barcode")}>{s.barcode}</Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.blockNo")}>{s.blockNo}</Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.bundleNo")}>{s.bundleNo}</Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.slabNo")}>{s.slabNo}</Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.stone")}>{s.stone}</Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.size")}>{size(s.length, s.width)}</Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.thickness")}>
            {thickness(s.thickness)}
          </Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.area")}>{area(s.area)}</Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.yieldRate")}>
            {yieldText(s.yieldRate)}
          </Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.status")}>
            <SlabStatusTag status={s.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.warehouse")}>
            {s.warehouseName || "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.device")}>
            {s.deviceCode
              ? `${s.deviceCode}${s.tableSide ? ` · ${t("inventory:slab.tableSideValue", { side: s.tableSide })}` : ""}`
              : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.exception")}>
            <span data-testid="slab-exception-value">
              {s.exception ? t("inventory:common.yes") : t("inventory:common.no")}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.exceptionReason")}>
            <span data-testid="slab-exception-reason">{s.exception ? s.exceptionReason || "-" : "-"}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("inventory:slab.defects")}>
            {s.defects.length ? t("inventory:slab.defectCount", { count: s.defects.length }) : "-"}
          </Descriptions.Item>
          <Descriptions.Item label={t(s.parent ? "inventory:remnant.createdAt" : "inventory:slab.createdAt")}>
            <TimeAgo value={s.createdAt} />
          </Descriptions.Item>
          {s.completedAt && (
            <Descriptions.Item label={t("inventory:slab.completedAt")}>
              <TimeAgo value={s.completedAt} />
              {s.completedByName ? ` · ${s.completedByName}` : ""}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t("inventory:slab.plan")} span={{ xs: 1, md: 2, xl: 3 }}>
            {s.plan ? (
              <Space size={8} wrap>
                <Link to={slabMaterialPath(s.slabId, s.barcode)}>
                  {t("inventory:detail.planLine", {
                    projectName: s.plan.projectName,
                    projectNo: s.plan.projectNo,
                    count: s.plan.boardCount,
                    yield: yieldText(s.plan.yieldRate),
                  })}
                </Link>
                {s.plan.batchNo && (
                  <Link to={projectDetailPath(s.plan.projectId)} className="sw-muted">
                    {t("inventory:material.plane")} {s.plan.batchNo}
                  </Link>
                )}
              </Space>
            ) : (
              <span className="sw-muted">{t("inventory:detail.noPlan")}</span>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {(s.remnants.length > 0 || s.status === "done") && (
        <Card
          className="sw-page-card"
          title={t("inventory:remnant.produced", { count: s.remnants.length })}
          data-testid="remnants-card"
        >
          <RemnantsProduced remnants={s.remnants} />
        </Card>
      )}
      <Card className="sw-page-card" title={t("inventory:detail.history")}>
        <SlabHistory history={s.history} />
      </Card>
      <ExceptionModal
        slab={s}
        mode={flagging}
        onClose={() => setFlagging(null)}
        onSaved={() => {
          setFlagging(null);
          void refresh();
        }}
      />
    </div>
  );
}

function ExceptionModal({
  slab,
  mode,
  onClose,
  onSaved,
}: {
  slab: SlabDetail;
  mode: "set" | "clear" | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  // The whole body sits in the form's store so the shared schema checks the reason against `exception`.
  const [form] = Form.useForm<SlabExceptionBody>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    form.setFieldsValue({ slabId: slab.slabId, exception: mode === "set", version: slab.version });
  }, [mode, form, slab.slabId, slab.version]);
  const setting = mode === "set";

  const submit = async () => {
    if (!mode) return;
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      await slabApi.exception({
        slabId: slab.slabId,
        exception: setting,
        reason: (v.reason ?? "").trim(),
        version: slab.version,
      });
      toastSuccess(t(setting ? "inventory:detail.exceptionSet" : "inventory:detail.exceptionCleared"));
      onSaved();
    } catch (err) {
      // 1012: someone changed the slab meanwhile (the client toasted it): show the fresh slab.
      if (err instanceof ApiError && (err.code === Code.Conflict || err.code === Code.NotFound)) onSaved();
      else applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!mode}
      title={t(setting ? "inventory:detail.setTitle" : "inventory:detail.clearTitle", {
        barcode: slab.barcode,
      })}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ danger: setting, "data-testid": "exception-save" } as ButtonProps}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="exception-form">
        <Form.Item
          name="reason"
          label={t(setting ? "inventory:detail.reason" : "inventory:detail.clearNote")}
          required={setting}
          rules={[zodFormRule(slabExceptionBody, "reason")]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={setting ? t("inventory:detail.reasonPlaceholder") : undefined}
            data-testid="exception-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
