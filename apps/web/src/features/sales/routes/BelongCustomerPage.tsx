import { useTranslation } from "react-i18next";
import { type BelongCustomer, salesApi } from "../api/sales-api.ts";
import { BelongScreen } from "../components/BelongScreen.tsx";

/** /businessBelong/customer (1701): who owns each customer; transfer with history. */
export default function BelongCustomerPage() {
  const { t } = useTranslation();
  return (
    <BelongScreen<BelongCustomer>
      entity="customer"
      idKey="customerId"
      nameOf={(r) => r.name}
      fetch={salesApi.belongCustomers}
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
