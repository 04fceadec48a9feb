import { Menu } from "@stoneworks/shared";
import { Card, DatePicker, Select, Table } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pagedBy } from "../../../api/client.ts";
import { orderApi } from "../../../api/sales.ts";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { usePermission } from "../../../lib/permission.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import { ORDER_STATUSES, type OrderFilters, type OrderItem, salesKeys } from "../api/sales-api.ts";
import { orderColumns } from "../components/columns.tsx";
import { OrderModal } from "../components/OrderModal.tsx";
import { CustomerSelect, MemberSelect } from "../components/Selects.tsx";
import { orderPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

/** /orderManagement/orderList (1300): orders with filters; a new order opens its details once saved. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission(Menu.Orders);
  const paged = usePaged<OrderItem, OrderFilters>(salesKeys.orders, pagedBy(orderApi.list), {});
  const { dateFrom, dateTo } = paged.filters;
  const range: [Dayjs, Dayjs] | null = dateFrom && dateTo ? [dayjs(dateFrom), dayjs(dateTo)] : null;
  const [creating, setCreating] = useState(false);

  return (
    <div className="sw-page" data-testid="orders-page">
      <Card className="sw-page-card" title={t("sales:order.title")}>
        <ListToolbar
          paged={paged}
          search={{ width: 240, placeholder: t("sales:order.searchPlaceholder"), testId: "order-search" }}
          add={{
            label: t("sales:order.add"),
            testId: "order-add",
            onClick: () => can.check() && setCreating(true),
          }}
        >
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={t("sales:order.status")}
            value={paged.filters.status}
            onChange={(v) => paged.filter({ status: v ?? undefined })}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`sales:orderStatus.${s}`) }))}
            data-testid="order-status-filter"
          />
          <CustomerSelect
            allowClear
            style={{ width: 200 }}
            value={paged.filters.customerId}
            onChange={(v) => paged.filter({ customerId: v })}
          />
          <MemberSelect
            allowClear
            style={{ width: 150 }}
            placeholder={t("sales:common.owner")}
            value={paged.filters.ownerMemberId}
            onChange={(v) => paged.filter({ ownerMemberId: v })}
          />
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => {
              paged.filter({ dateFrom: v?.[0]?.format("YYYY-MM-DD"), dateTo: v?.[1]?.format("YYYY-MM-DD") });
            }}
          />
        </ListToolbar>
        <Table<OrderItem>
          rowKey="orderId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={orderColumns(t)}
          scroll={{ x: 1100 }}
        />
      </Card>
      <OrderModal
        open={creating}
        order={null}
        onClose={() => setCreating(false)}
        onSaved={(r) => {
          setCreating(false);
          void paged.refresh();
          if (r.orderNo) navigate(orderPath(r.orderId, r.orderNo));
        }}
      />
    </div>
  );
}
