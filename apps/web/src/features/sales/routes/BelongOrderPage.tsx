import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { belongApi } from "../../../api/sales.ts";
import type { BelongOrder } from "../api/sales-api.ts";
import { BelongScreen } from "../components/BelongScreen.tsx";
import { Money } from "../components/Money.tsx";
import { OrderStatusTag } from "../components/Tags.tsx";

/** /businessBelong/order (1702): who owns each order; transfer with history. */
export default function BelongOrderPage() {
  const { t } = useTranslation();
  return (
    <BelongScreen<BelongOrder>
      entity="order"
      idKey="orderId"
      nameOf={(r) => r.orderNo}
      fetch={pagedBy(belongApi.orderList)}
      columns={[
        {
          title: t("sales:order.orderNo"),
          dataIndex: "orderNo",
          width: 170,
          render: (v: string) => (
            <strong data-testid="belong-row" data-name={v}>
              {v}
            </strong>
          ),
        },
        { title: t("sales:order.customer"), dataIndex: "customerName", ellipsis: true },
        {
          title: t("sales:order.status"),
          dataIndex: "status",
          width: 100,
          render: (v: BelongOrder["status"]) => <OrderStatusTag status={v} />,
        },
        {
          title: t("sales:order.total"),
          dataIndex: "totalFen",
          width: 130,
          align: "right",
          render: (v: number) => <Money fen={v} />,
        },
      ]}
    />
  );
}
