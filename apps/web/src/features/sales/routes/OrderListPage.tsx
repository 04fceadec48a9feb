import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import { Menu } from "@stoneworks/shared";
import { Button, Card, DatePicker, Input, Select, Table } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePermission } from "../../../lib/permission.ts";
import { ORDER_STATUSES, type OrderFilters, type OrderItem, salesApi, salesKeys } from "../api/sales-api.ts";
import { orderColumns } from "../components/columns.tsx";
import { OrderModal } from "../components/OrderModal.tsx";
import { CustomerSelect, MemberSelect } from "../components/Selects.tsx";
import { usePaged } from "../components/use-paged.ts";
import { orderPath } from "../paths.ts";
import "../../../components/page.css";
import "../sales.css";

/** /orderManagement/orderList (1300): orders with filters; a new order opens its details once saved. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = usePermission(Menu.Orders);
  const paged = usePaged<OrderItem, OrderFilters>(salesKeys.orders, salesApi.orders, {});
  const [keyword, setKeyword] = useState("");
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [creating, setCreating] = useState(false);

  return (
    <div className="sw-page" data-testid="orders-page">
      <Card className="sw-page-card" title={t("sales:order.title")}>
        <div className="sw-toolbar">
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t("sales:order.searchPlaceholder")}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => paged.filter({ keyword: v.trim() || undefined })}
            data-testid="order-search"
          />
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
              setRange(v);
              paged.filter({ dateFrom: v?.[0]?.format("YYYY-MM-DD"), dateTo: v?.[1]?.format("YYYY-MM-DD") });
            }}
          />
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void paged.refresh()}
            aria-label={t("app:actions.refresh")}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => can.check() && setCreating(true)}
            data-testid="order-add"
          >
            {t("sales:order.add")}
          </Button>
        </div>
        <Table<OrderItem>
          rowKey="orderId"
          loading={paged.list.isFetching}
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
