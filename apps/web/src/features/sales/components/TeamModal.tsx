import { createTeamBody, SALES_LIMITS } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Form, Input, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { teamApi } from "../../../api/sales.ts";
import { EditModal } from "../../../components/EditModal.tsx";
import { zodRule } from "../../../lib/form-rules.ts";
import { type EditModalProps, useEditForm } from "../../../lib/use-edit-modal.ts";
import { salesKeys } from "../api/sales-api.ts";
import { MemberSelect, MembersSelect } from "./Selects.tsx";

interface Values {
  name: string;
  leaderMemberId?: string;
  memberIds: string[];
  remark?: string;
}

/** Add or edit a team (editing.item: the team id): name, leader, members (a member is in at most one team), remark. */
export function TeamModal({ editing, onClose, onSaved }: EditModalProps<string>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const teamId = editing?.item ?? null;
  const team = useQuery({
    queryKey: salesKeys.team(teamId ?? ""),
    queryFn: () => teamApi.detail({ teamId: teamId as string }),
    enabled: !!teamId,
    staleTime: 0,
  });
  const d = teamId ? team.data : null;
  const { busy, submit: save } = useEditForm(form, {
    editing,
    source: d ?? null,
    fill: (d) =>
      d
        ? {
            name: d.name,
            leaderMemberId: d.leaderMemberId ?? undefined,
            memberIds: d.members.map((m) => m.memberId),
            remark: d.remark,
          }
        : { memberIds: [] },
    save: async (v, d) => {
      const body = {
        name: v.name.trim(),
        leaderMemberId: v.leaderMemberId ?? null,
        memberIds: v.memberIds ?? [],
        remark: v.remark?.trim() ?? "",
      };
      if (d) await teamApi.update({ ...body, teamId: d.teamId, version: d.version });
      else await teamApi.create(body);
      return t(d ? "forms:feedback.saved" : "forms:feedback.added");
    },
    onSaved,
  });

  return (
    <EditModal
      open={!!editing}
      title={t(teamId ? "sales:team.editTitle" : "sales:team.addTitle")}
      onCancel={onClose}
      onOk={save}
      busy={busy}
      saveTestId="team-save"
    >
      {teamId && !d ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical" data-testid="team-form">
          <Form.Item name="name" label={t("sales:team.name")} rules={[zodRule(createTeamBody.shape.name)]}>
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
            rules={[zodRule(createTeamBody.shape.remark)]}
          >
            <Input.TextArea maxLength={SALES_LIMITS.remark} autoSize={{ minRows: 2 }} />
          </Form.Item>
        </Form>
      )}
    </EditModal>
  );
}
