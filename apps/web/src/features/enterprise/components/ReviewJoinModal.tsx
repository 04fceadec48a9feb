import { type Department, type JoinRequest, type Role, reviewJoinBody } from "@stoneworks/shared";
import type { ButtonProps } from "antd";
import { Form, Input, Modal, Select, TreeSelect } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { orgApi } from "../../../api/enterprise.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import { departmentTreeData, opt } from "../api/enterprise-api.ts";

interface Values {
  roleId?: string;
  name?: string;
  staffNo?: string;
  departmentId?: string;
  reason?: string;
}

/** Approve (role required; name, staff no., department optional) or reject (optional reason). */
export function ReviewJoinModal({
  request,
  approve,
  roles,
  departments,
  onClose,
  onDone,
}: {
  request: JoinRequest | null;
  approve: boolean;
  roles: Role[];
  departments: Department[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (request) form.resetFields();
  }, [request, form]);

  const submit = async () => {
    if (!request) return;
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      await orgApi.reviewJoin(
        approve
          ? {
              requestId: request.requestId,
              approve: true,
              roleId: v.roleId,
              name: opt(v.name),
              staffNo: opt(v.staffNo),
              departmentId: v.departmentId || undefined,
            }
          : { requestId: request.requestId, approve: false, reason: opt(v.reason) },
      );
      toastSuccess(t(approve ? "enterprise:requests.approved" : "enterprise:requests.rejected"));
      onDone();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  const who = request ? request.nickname || request.phone : "";
  return (
    <Modal
      open={!!request}
      title={t(approve ? "enterprise:requests.approveTitle" : "enterprise:requests.rejectTitle", { who })}
      onCancel={onClose}
      onOk={submit}
      okText={t(approve ? "enterprise:requests.approve" : "enterprise:requests.reject")}
      okButtonProps={{ danger: !approve, "data-testid": "review-submit" } as ButtonProps}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      forceRender
      destroyOnHidden
    >
      {request?.message && (
        <p className="sw-sub-text">{t("enterprise:requests.messageShown", { message: request.message })}</p>
      )}
      <Form form={form} layout="vertical" data-testid="review-form">
        {approve ? (
          <>
            <Form.Item
              name="roleId"
              label={t("enterprise:members.role")}
              rules={[{ required: true, message: t("enterprise:members.roleRequired") }]}
            >
              <Select
                options={roles.map((r) => ({ value: r.roleId, label: r.name }))}
                data-testid="review-role"
              />
            </Form.Item>
            <div className="sw-form-row">
              <Form.Item
                name="name"
                label={t("enterprise:members.name")}
                rules={[{ ...zodRule(reviewJoinBody.shape.name), transform: opt }]}
              >
                <Input maxLength={20} placeholder={request?.nickname ?? ""} />
              </Form.Item>
              <Form.Item
                name="staffNo"
                label={t("enterprise:members.staffNo")}
                rules={[zodRule(reviewJoinBody.shape.staffNo)]}
              >
                <Input maxLength={4} inputMode="numeric" />
              </Form.Item>
            </div>
            <Form.Item name="departmentId" label={t("enterprise:members.department")}>
              <TreeSelect allowClear treeDefaultExpandAll treeData={departmentTreeData(departments)} />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="reason"
            label={t("enterprise:requests.reason")}
            rules={[zodRule(reviewJoinBody.shape.reason)]}
          >
            <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 3 }} data-testid="review-reason" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
