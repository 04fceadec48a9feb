import { HistoryOutlined, SwapOutlined } from "@ant-design/icons";
import {
  type BelongEntity,
  Menu,
  type Page,
  SALES_LIMITS,
  transferBody,
  transferTarget,
} from "@stoneworks/shared";
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  Drawer,
  Form,
  Input,
  Modal,
  Select,
  Table,
  type TableColumnsType,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { belongApi } from "../../../api/sales.ts";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodFormRule, zodRule } from "../../../lib/form-rules.ts";
import { usePermission } from "../../../lib/permission.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import type { BelongFilters } from "../api/sales-api.ts";
import { salesKeys } from "../api/sales-api.ts";
import { OwnershipHistory } from "./OwnershipHistory.tsx";
import { MemberSelect, TeamSelect } from "./Selects.tsx";
import { OwnerCell } from "./Tags.tsx";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

const MENU: Record<BelongEntity, number> = {
  customer: Menu.BelongCustomer,
  order: Menu.BelongOrder,
  task: Menu.BelongTask,
};

interface Row {
  ownerName: string | null;
  teamName: string | null;
  lastTransferAt: string | null;
}

/**
 * Business ownership of customers, orders or tasks: who owns each; select one or many and transfer
 * them to a staff member and/or a team, with a reason; each row's history in a drawer.
 */
export function BelongScreen<T extends Row>({
  entity,
  idKey,
  nameOf,
  fetch,
  columns,
  kindFilter,
}: {
  entity: BelongEntity;
  idKey: keyof T & string;
  nameOf: (row: T) => string;
  fetch: (pageNum: number, pageSize: number, f: BelongFilters) => Promise<Page<T>>;
  columns: TableColumnsType<T>;
  kindFilter?: boolean;
}) {
  const { t } = useTranslation();
  const can = usePermission(MENU[entity]);
  const paged = usePaged<T, BelongFilters>(salesKeys.belong(entity), fetch, {});
  const [selected, setSelected] = useState<string[]>([]);
  const [transferring, setTransferring] = useState(false);
  const [history, setHistory] = useState<T | null>(null);

  return (
    <div className="sw-page" data-testid={`belong-${entity}`}>
      <Card className="sw-page-card" title={t(`sales:belong.title.${entity}`)}>
        <ListToolbar
          paged={paged}
          search={{ width: 240, placeholder: t(`sales:belong.search.${entity}`), testId: "belong-search" }}
          actions={
            <Button
              type="primary"
              icon={<SwapOutlined />}
              disabled={selected.length === 0}
              onClick={() => can.check() && setTransferring(true)}
              data-testid="belong-transfer"
            >
              {selected.length
                ? t("sales:belong.transferN", { count: selected.length })
                : t("sales:belong.transfer")}
            </Button>
          }
        >
          {kindFilter && (
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t("sales:customer.kindCol")}
              value={paged.filters.kind}
              onChange={(v) => paged.filter({ kind: v ?? undefined })}
              options={(["enterprise", "store", "personal"] as const).map((k) => ({
                value: k,
                label: t(`sales:kind.${k}`),
              }))}
            />
          )}
          <MemberSelect
            allowClear
            style={{ width: 160 }}
            placeholder={t("sales:common.owner")}
            value={paged.filters.ownerMemberId}
            onChange={(v) => paged.filter({ ownerMemberId: v })}
          />
          <TeamSelect
            allowClear
            style={{ width: 160 }}
            placeholder={t("sales:common.team")}
            value={paged.filters.teamId}
            onChange={(v) => paged.filter({ teamId: v })}
          />
        </ListToolbar>
        {selected.length > 0 && (
          <div className="sw-sales-selection">
            {t("sales:belong.selected", { count: selected.length })}{" "}
            <Button type="link" size="small" onClick={() => setSelected([])}>
              {t("sales:belong.clearSelection")}
            </Button>
          </div>
        )}
        <Table<T>
          rowKey={idKey}
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          tableLayout="fixed"
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys as string[]),
          }}
          columns={[
            ...columns,
            {
              title: t("sales:common.ownerTeam"),
              key: "owner",
              width: 150,
              render: (_, r) => <OwnerCell owner={r.ownerName} team={r.teamName} />,
            },
            {
              title: t("sales:belong.lastTransfer"),
              dataIndex: "lastTransferAt",
              width: 130,
              render: (v: string | null) => <TimeAgo value={v} />,
            },
            {
              title: t("forms:table.actions"),
              key: "actions",
              width: 124,
              render: (_, r) => (
                <Button
                  type="link"
                  size="small"
                  icon={<HistoryOutlined />}
                  onClick={() => setHistory(r)}
                  data-testid="belong-history"
                >
                  {t("sales:belong.history")}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <TransferModal
        entity={entity}
        ids={transferring ? selected : null}
        onClose={() => setTransferring(false)}
        onDone={() => {
          setTransferring(false);
          setSelected([]);
          void paged.refresh();
        }}
      />
      <Drawer
        open={!!history}
        onClose={() => setHistory(null)}
        size="large"
        title={history ? t("sales:belong.historyOf", { name: nameOf(history) }) : ""}
        destroyOnHidden
      >
        {history && <OwnershipHistory entity={entity} entityId={String(history[idKey])} />}
      </Drawer>
    </div>
  );
}

interface TransferValues {
  toMemberId?: string;
  toTeamId?: string;
  reason?: string;
}

function TransferModal({
  entity,
  ids,
  onClose,
  onDone,
}: {
  entity: BelongEntity;
  ids: string[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      const r = await belongApi[`${entity}Transfer` as const]({
        ids: ids ?? [],
        toMemberId: v.toMemberId || undefined,
        toTeamId: v.toTeamId || undefined,
        reason: v.reason?.trim() ?? "",
      });
      toastSuccess(`${t("sales:belong.transferred")} (${r.transferred})`);
      form.resetFields();
      onDone();
    } catch (err) {
      applyFieldErrors(form, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!ids}
      title={t("sales:belong.transferTitle", { count: ids?.length ?? 0 })}
      onCancel={onClose}
      onOk={save}
      okText={t("sales:belong.transfer")}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      okButtonProps={{ "data-testid": "transfer-ok" } as ButtonProps}
      destroyOnHidden
      forceRender
    >
      <Alert type="info" showIcon className="sw-sales-alert" title={t("sales:belong.transferHint")} />
      <Form form={form} layout="vertical" data-testid="transfer-form">
        <Form.Item
          name="toMemberId"
          label={t("sales:belong.toMember")}
          dependencies={["toTeamId"]}
          rules={[zodFormRule(transferTarget, "toMemberId")]}
        >
          <MemberSelect allowClear testId="transfer-member" />
        </Form.Item>
        <Form.Item name="toTeamId" label={t("sales:belong.toTeam")} extra={t("sales:belong.toTeamHint")}>
          <TeamSelect allowClear testId="transfer-team" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("sales:belong.reason")}
          rules={[zodRule(transferBody.shape.reason)]}
        >
          <Input.TextArea
            maxLength={SALES_LIMITS.reason}
            showCount
            autoSize={{ minRows: 2 }}
            data-testid="transfer-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
