import { CopyOutlined, KeyOutlined } from "@ant-design/icons";
import { Menu, paymentContract } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, DatePicker, Descriptions, Modal, Table } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { financeApi } from "../../../api/sales.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastError, toastSuccess } from "../../../lib/feedback.ts";
import { hasMenu, usePermission } from "../../../lib/permission.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { type CollectionFilters, type CollectionItem, salesKeys } from "../api/sales-api.ts";
import { collectionColumns } from "../components/collection-columns.tsx";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

/**
 * /financialManagement/onlinePayment (1602): collections that arrived through the signed payment
 * notification, and the notification settings (key id, secret generated and shown once).
 */
export default function OnlinePaymentPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const paged = usePaged<CollectionItem, Omit<CollectionFilters, "status">>(
    salesKeys.online,
    pagedBy(financeApi.onlineList),
    {},
  );
  const { dateFrom, dateTo } = paged.filters;
  const range: [Dayjs, Dayjs] | null = dateFrom && dateTo ? [dayjs(dateFrom), dayjs(dateTo)] : null;

  return (
    <div className="sw-page" data-testid="online-page">
      <Card className="sw-page-card" title={t("sales:collection.onlineTitle")}>
        <ListToolbar paged={paged} search={{ width: 260, placeholder: t("sales:collection.onlineSearch") }}>
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => {
              paged.filter({ dateFrom: v?.[0]?.format("YYYY-MM-DD"), dateTo: v?.[1]?.format("YYYY-MM-DD") });
            }}
          />
        </ListToolbar>
        <Table<CollectionItem>
          rowKey="collectionId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          tableLayout="fixed"
          columns={collectionColumns(t, { online: true, orderLinks: hasMenu(info.data, Menu.Orders) })}
        />
      </Card>
      <NotifySettings />
    </div>
  );
}

function NotifySettings() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const can = usePermission(Menu.OnlinePayment);
  const settings = useQuery({
    queryKey: salesKeys.paymentSettings,
    queryFn: () => financeApi.paymentSettings(),
  });
  const [secret, setSecret] = useState<string | null>(null);
  const s = settings.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? "");
      toastSuccess(t("sales:notify.copied"));
    } catch {
      toastError(t("sales:notify.copyFailed"));
    }
  };

  return (
    <Card
      className="sw-page-card"
      title={t("sales:notify.title")}
      extra={
        <ConfirmAction
          type="primary"
          title={t(s?.keyId ? "sales:notify.rotateAsk" : "sales:notify.generateAsk")}
          description={s?.keyId ? t("sales:notify.rotateHint") : undefined}
          allowed={can.allowed}
          check={can.check}
          onConfirm={async () => {
            const r = await financeApi.rotateSecret();
            setSecret(r.secret);
            await client.invalidateQueries({ queryKey: salesKeys.paymentSettings });
          }}
          testId="notify-rotate"
        >
          <KeyOutlined /> {t(s?.keyId ? "sales:notify.rotate" : "sales:notify.generate")}
        </ConfirmAction>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t("sales:notify.keyId")}>
          {s?.keyId ? <code data-testid="notify-key-id">{s.keyId}</code> : t("sales:notify.notSet")}
        </Descriptions.Item>
        <Descriptions.Item label={t("sales:notify.secretSetAt")}>
          <TimeAgo value={s?.secretSetAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t("sales:notify.endpoint")}>
          <code>POST {s?.notifyPath ?? paymentContract.notify.path}</code>
        </Descriptions.Item>
        <Descriptions.Item label={t("sales:notify.window")}>
          {t("sales:notify.seconds", { count: s?.windowSeconds ?? 300 })}
        </Descriptions.Item>
      </Descriptions>
      <p className="sw-sub-text">{t("sales:notify.howTo")}</p>
      <Modal
        open={!!secret}
        title={t("sales:notify.secretTitle")}
        onCancel={() => setSecret(null)}
        footer={[
          <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()}>
            {t("sales:notify.copy")}
          </Button>,
          <Button
            key="close"
            type="primary"
            onClick={() => setSecret(null)}
            data-testid="notify-secret-close"
          >
            {t("app:actions.close")}
          </Button>,
        ]}
      >
        <Alert type="warning" showIcon className="sw-sales-alert" title={t("sales:notify.secretOnce")} />
        <code className="sw-secret" data-testid="notify-secret">
          {secret}
        </code>
      </Modal>
    </Card>
  );
}
