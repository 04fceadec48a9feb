import { Code, SALES_LIMITS } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { type ButtonProps, Form, Input, Modal, Skeleton } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, textRules } from "../../../lib/form-rules.ts";
import { salesApi, salesKeys } from "../api/sales-api.ts";
import { MemberSelect, MembersSelect } from "./Selects.tsx";

interface Values {
  name: string;
  leaderMemberId?: string;
  memberIds: string[];
  remark?: string;
}

/** Add or edit a team: name, leader, members (a member is in at most one team), remark. */
export function TeamModal({
  editing,
  onClose,
  onSaved,
}: {
  /** null: closed; { teamId: null }: add. */
  editing: { teamId: string | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const teamId = editing?.teamId ?? null;
  const team = useQuery({
    queryKey: salesKeys.team(teamId ?? ""),
    queryFn: () => salesApi.team(teamId as string),
    enabled: !!teamId,
    staleTime: 0,
  });
  const d = teamId ? team.data : null;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (d)
      form.setFieldsValue({
        name: d.name,
        leaderMemberId: d.leaderMemberId ?? undefined,
        memberIds: d.members.map((m) => m.memberId),
        remark: d.remark,
      });
    else form.setFieldsValue({ memberIds: [] });
  }, [editing, d, form]);

  const save = async () => {
    const v = await form.validateFields();
    const body = {
      name: v.name.trim(),
      leaderMemberId: v.leaderMemberId ?? null,
      memberIds: v.memberIds ?? [],
      remark: v.remark?.trim() ?? "",
    };
    setBusy(true);
    try {
      if (d) await salesApi.updateTeam({ ...body, teamId: d.teamId, version: d.version });
      else await salesApi.createTeam(body);
      toastSuccess(t(d ? "forms:feedback.saved" : "forms:feedback.added"));
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.Conflict) onSaved();
      else applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!editing}
      title={t(teamId ? "sales:team.editTitle" : "sales:team.addTitle")}
      onCancel={onClose}
      onOk={save}
      okText={t("app:actions.save")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "team-save" } as ButtonProps}
      forceRender
      destroyOnHidden
    >
      {teamId && !d ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical" data-testid="team-form">
          <Form.Item name="name" label={t("sales:team.name")} rules={textRules(t, 1, SALES_LIMITS.teamName)}>
            <Input maxLength={SALES_LIMITS.teamName} data-testid="team-name" />
          </Form.Item>
          <Form.Item name="leaderMemberId" label={t("sales:team.leader")} extra={t("sales:team.leaderHint")}>
            <MemberSelect allowClear testId="team-leader" initialLabel={d?.leaderName ?? undefined} />
          </Form.Item>
          <Form.Item name="memberIds" label={t("sales:team.members")} extra={t("sales:team.membersHint")}>
            <MembersSelect
              testId="team-members"
              extraOptions={(d?.members ?? []).map((m) => ({ value: m.memberId, label: m.name }))}
            />
          </Form.Item>
          <Form.Item
            name="remark"
            label={t("sales:common.remark")}
            rules={[
              {
                max: SALES_LIMITS.remark,
                message: t("forms:validation.length", { min: 0, max: SALES_LIMITS.remark }),
              },
            ]}
          >
            <Input.TextArea maxLength={SALES_LIMITS.remark} autoSize={{ minRows: 2 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
