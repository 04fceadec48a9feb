import { addMemberBody, type Department, type Member, type Role } from "@stoneworks/shared";
import type { ButtonProps } from "antd";
import { Form, Input, Modal, Select, TreeSelect } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { memberApi } from "../../../api/enterprise.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import { departmentTreeData, opt } from "../api/enterprise-api.ts";

interface Values {
  name: string;
  staffNo?: string;
  phone: string;
  roleId?: string;
  departmentId?: string;
}

/** Add a member (phone → account, created when missing) or edit one (version-checked). */
export function MemberModal({
  open,
  member,
  roles,
  departments,
  onClose,
  onSaved,
}: {
  open: boolean;
  member: Member | null;
  roles: Role[];
  departments: Department[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (member)
      form.setFieldsValue({
        name: member.name,
        staffNo: member.staffNo ?? undefined,
        phone: member.phone,
        roleId: member.roleId,
        departmentId: member.departmentId ?? undefined,
      });
  }, [open, member, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      const body = {
        name: v.name.trim(),
        staffNo: opt(v.staffNo),
        roleId: v.roleId as string,
        departmentId: v.departmentId || undefined,
      };
      if (member) await memberApi.update({ ...body, memberId: member.memberId, version: member.version });
      else await memberApi.add({ ...body, phone: v.phone.trim() });
      toastSuccess(t(member ? "forms:feedback.saved" : "forms:feedback.added"));
      onSaved();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(member ? "enterprise:members.editTitle" : "enterprise:members.addTitle")}
      onCancel={onClose}
      onOk={submit}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "member-save" } as ButtonProps}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="member-form">
        <div className="sw-form-row">
          <Form.Item
            name="name"
            label={t("enterprise:members.name")}
            rules={[zodRule(addMemberBody.shape.name)]}
          >
            <Input maxLength={20} data-testid="member-name" />
          </Form.Item>
          <Form.Item
            name="staffNo"
            label={t("enterprise:members.staffNo")}
            rules={[zodRule(addMemberBody.shape.staffNo)]}
          >
            <Input maxLength={4} inputMode="numeric" placeholder="0001" data-testid="member-staff-no" />
          </Form.Item>
        </div>
        <Form.Item
          name="phone"
          label={t("enterprise:members.phone")}
          rules={member ? [] : [zodRule(addMemberBody.shape.phone)]}
          extra={member ? undefined : t("enterprise:members.phoneHint")}
        >
          <Input maxLength={11} inputMode="tel" disabled={!!member} data-testid="member-phone" />
        </Form.Item>
        <div className="sw-form-row">
          <Form.Item
            name="roleId"
            label={t("enterprise:members.role")}
            rules={[{ required: true, message: t("enterprise:members.roleRequired") }]}
          >
            <Select
              options={roles.map((r) => ({ value: r.roleId, label: r.name }))}
              disabled={member?.self}
              data-testid="member-role"
            />
          </Form.Item>
          <Form.Item name="departmentId" label={t("enterprise:members.department")}>
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={departmentTreeData(departments)}
              placeholder={t("enterprise:members.noDepartment")}
            />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
