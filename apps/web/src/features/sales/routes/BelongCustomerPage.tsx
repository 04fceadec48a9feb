import { useTranslation } from "react-i18next";
import { pagedBy } from "../../../api/client.ts";
import { belongApi } from "../../../api/sales.ts";
import type { BelongCustomer } from "../api/sales-api.ts";
import { BelongScreen } from "../components/BelongScreen.tsx";

/** /businessBelong/customer (1701): who owns each customer; transfer with history. */
export default function BelongCustomerPage() {
  const { t } = useTranslation();
  return (
    <BelongScreen<BelongCustomer>
      entity="customer"
      idKey="customerId"
      nameOf={(r) => r.name}
      fetch={pagedBy(belongApi.customerList)}
      kindFilter
      columns={[
        {
          title: t("sales:customer.name"),
          dataIndex: "name",
          render: (v: string) => (
            <strong data-testid="belong-row" data-name={v}>
              {v}
            </strong>
          ),
        },
        {
          title: t("sales:customer.kindCol"),
          dataIndex: "kind",
          width: 110,
          render: (k: string) => t(`sales:kind.${k}`),
        },
        { title: t("sales:customer.phone"), dataIndex: "phone", width: 130 },
      ]}
    />
  );
}
