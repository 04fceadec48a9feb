import { Code, Menu, rejectCollectionBody, SALES_LIMITS } from "@stoneworks/shared";
import {
  Alert,
  Button,
  type ButtonProps,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { financeApi } from "../../../api/sales.ts";
import { useColumnPicker } from "../../../components/ColumnPicker.tsx";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { applyFieldErrors, validValues, zodRule } from "../../../lib/form-rules.ts";
import { hasMenu, usePermission } from "../../../lib/permission.ts";
import { useUserInfo } from "../../../lib/session.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import {
  COLLECTION_STATUSES,
  type CollectionFilters,
  type CollectionItem,
  type CollectionStatus,
  salesKeys,
} from "../api/sales-api.ts";
import { CollectionModal } from "../components/CollectionModal.tsx";
import { collectionColumns } from "../components/collection-columns.tsx";
import { formatYuan } from "../components/Money.tsx";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

/**
 * /financialManagement/offlinePayment (1601): offline collections. Anyone with the menu records one
 * (it waits as pending); only finance staff (the list says canReview) confirm or reject it.
 */
export default function OfflinePaymentPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const can = usePermission(Menu.OfflinePayment);
  const paged = usePaged<CollectionItem, CollectionFilters>(
    salesKeys.offline,
    pagedBy(financeApi.offlineList),
    {},
  );
  const { dateFrom, dateTo } = paged.filters;
  const range: [Dayjs, Dayjs] | null = dateFrom && dateTo ? [dayjs(dateFrom), dayjs(dateTo)] : null;
  const [recording, setRecording] = useState(false);
  const [rejecting, setRejecting] = useState<CollectionItem | null>(null);
  const canReview = (paged.list.data as { canReview?: boolean } | undefined)?.canReview === true;

  const settle = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toastSuccess(done);
    } catch (err) {
      // Someone else reviewed it first (stale version or no longer pending): show the truth.
      if (!(err instanceof ApiError && (err.code === Code.Conflict || err.code === Code.InvalidState)))
        throw err;
    } finally {
      await paged.refresh();
    }
  };

  const status = paged.filters.status ?? "all";
  const all: TableColumnsType<CollectionItem> = [
    ...collectionColumns(t, { orderLinks: hasMenu(info.data, Menu.Orders) }),
    {
      title: t("sales:collection.recordedBy"),
      key: "recorded",
      width: 112,
      render: (_, c) => (
        <div className="sw-owner-cell">
          <span>{c.recordedByName ?? "-"}</span>
          <span className="sw-sub-text">
            <TimeAgo value={c.createdAt} />
          </span>
        </div>
      ),
    },
    {
      title: t("sales:collection.reviewedBy"),
      key: "reviewed",
      width: 112,
      render: (_, c) =>
        c.reviewedByName ? (
          <div className="sw-owner-cell">
            <span>{c.reviewedByName}</span>
            <span className="sw-sub-text">
              <TimeAgo value={c.reviewedAt} />
            </span>
          </div>
        ) : (
          "-"
        ),
    },
    {
      title: t("forms:table.actions"),
      key: "actions",
      width: 176,
      render: (_, c) =>
        c.status !== "pending" ? null : (
          <Space size={0}>
            {canReview && (
              <>
                <ConfirmAction
                  title={t("sales:collection.confirmAsk", {
                    amount: formatYuan(c.amountFen),
                    no: c.orderNo,
                  })}
                  description={t("sales:collection.confirmHint")}
                  allowed={can.allowed}
                  check={can.check}
                  onConfirm={() =>
                    settle(
                      () => financeApi.offlineConfirm({ collectionId: c.collectionId, version: c.version }),
                      t("sales:collection.confirmed"),
                    )
                  }
                  testId="collection-confirm"
                >
                  {t("sales:collection.confirm")}
                </ConfirmAction>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => can.check() && setRejecting(c)}
                  data-testid="collection-reject"
                >
                  {t("sales:collection.reject")}
                </Button>
              </>
            )}
            <ConfirmAction
              danger
              title={t("sales:collection.deleteConfirm")}
              allowed={can.allowed}
              check={can.check}
              onConfirm={() =>
                settle(
                  () => financeApi.offlineDelete({ collectionId: c.collectionId }),
                  t("forms:feedback.deleted"),
                )
              }
              testId="collection-delete"
            />
          </Space>
        ),
    },
  ];
  const shown = useColumnPicker("collections-offline", all, { hidden: ["method", "payer"] });
  return (
    <div className="sw-page" data-testid="offline-page">
      <Card className="sw-page-card" title={t("sales:collection.offlineTitle")}>
        {!canReview && paged.list.data && (
          <Alert
            type="info"
            showIcon
            className="sw-sales-alert"
            title={t("sales:collection.notReviewer")}
            data-testid="not-reviewer"
          />
        )}
        <ListToolbar
          paged={paged}
          search={{
            width: 240,
            placeholder: t("sales:collection.searchPlaceholder"),
            testId: "collection-search",
          }}
          before={
            <Segmented<CollectionStatus | "all">
              value={status}
              onChange={(v) => paged.filter({ status: v === "all" ? undefined : v })}
              options={[
                { value: "all", label: t("sales:collection.all") },
                ...COLLECTION_STATUSES.map((s) => ({ value: s, label: t(`sales:collectionStatus.${s}`) })),
              ]}
              data-testid="collection-status-filter"
            />
          }
          add={{
            label: t("sales:collection.record"),
            testId: "collection-add",
            onClick: () => can.check() && setRecording(true),
          }}
          actions={shown.picker}
        >
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
          onRow={(c) =>
            ({ "data-testid": "collection-row", "data-payer": c.payer }) as React.HTMLAttributes<HTMLElement>
          }
          columns={shown.columns}
        />
      </Card>
      <CollectionModal
        open={recording}
        order={null}
        onClose={() => setRecording(false)}
        onSaved={() => {
          setRecording(false);
          void paged.refresh();
        }}
      />
      <RejectModal
        collection={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          void paged.refresh();
        }}
      />
    </div>
  );
}

function RejectModal({
  collection,
  onClose,
  onDone,
}: {
  collection: CollectionItem | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={!!collection}
      title={t("sales:collection.rejectTitle", {
        amount: formatYuan(collection?.amountFen),
        no: collection?.orderNo ?? "",
      })}
      onCancel={onClose}
      okText={t("sales:collection.reject")}
      okButtonProps={{ danger: true, "data-testid": "collection-reject-ok" } as ButtonProps}
      cancelText={t("app:actions.cancel")}
      confirmLoading={busy}
      destroyOnHidden
      forceRender
      onOk={async () => {
        if (!collection) return;
        const v = await validValues(form);
        if (!v) return;
        setBusy(true);
        try {
          await financeApi.offlineReject({
            collectionId: collection.collectionId,
            version: collection.version,
            reason: v.reason.trim(),
          });
          toastSuccess(t("sales:collection.rejected"));
          form.resetFields();
          onDone();
        } catch (err) {
          if (err instanceof ApiError && (err.code === Code.Conflict || err.code === Code.InvalidState))
            onDone();
          else applyFieldErrors(form, err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t("sales:collection.rejectReason")}
          rules={[zodRule(rejectCollectionBody.shape.reason)]}
        >
          <Input.TextArea
            maxLength={SALES_LIMITS.reason}
            showCount
            autoSize={{ minRows: 2 }}
            data-testid="collection-reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
