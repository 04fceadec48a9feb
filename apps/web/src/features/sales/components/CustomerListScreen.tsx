import { type CustomerKind, Menu } from "@stoneworks/shared";
import { Button, Card, Select, Space, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { customerApi } from "../../../api/sales.ts";
import { useColumnPicker } from "../../../components/ColumnPicker.tsx";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { ListToolbar } from "../../../components/ListToolbar.tsx";
import { TimeAgo } from "../../../components/TimeAgo.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import { usePaged } from "../../../lib/use-paged.ts";
import {
  CUSTOMER_LEVELS,
  CUSTOMER_SOURCES,
  type CustomerFilters,
  type CustomerItem,
  salesKeys,
} from "../api/sales-api.ts";
import { customerPath } from "../paths.ts";
import { CustomerModal } from "./CustomerModal.tsx";
import { RegionCascader } from "./RegionCascader.tsx";
import { MemberSelect, TeamSelect } from "./Selects.tsx";
import { LevelTag, OwnerCell } from "./Tags.tsx";
import "../../../components/page.css";
import "../sales.css";
import { tableLoading } from "../../../lib/table-loading.ts";

export const KIND_MENU: Record<CustomerKind, number> = {
  enterprise: Menu.BusinessCustomer,
  store: Menu.StoreCustomer,
  personal: Menu.PersonalCustomer,
};

/** Columns that start hidden (the column picker brings them back): every list fits 1440 px. */
const HIDDEN: Record<CustomerKind, string[]> = {
  enterprise: ["creditCode", "source"],
  store: [],
  personal: [],
};

/** One list screen per customer kind: its own columns and filters, add/edit in a modal, delete. */
export function CustomerListScreen({ kind }: { kind: CustomerKind }) {
  const { t } = useTranslation();
  const can = usePermission(KIND_MENU[kind]);
  const paged = usePaged<CustomerItem, CustomerFilters>(
    [...salesKeys.customers, kind],
    (pageNum: number, pageSize: number, f: CustomerFilters) =>
      customerApi.list({ ...f, kind, pageNum, pageSize }),
    {},
  );
  const region = [paged.filters.province, paged.filters.city].filter((v): v is string => !!v);
  const [editing, setEditing] = useState<{ customer: CustomerItem | null } | null>(null);

  const remove = async (c: CustomerItem) => {
    await customerApi.delete({ customerId: c.customerId });
    toastSuccess(t("forms:feedback.deleted"));
    await paged.refresh();
  };

  const nameTitle = t(`sales:customer.nameOf.${kind}`);
  const columns: TableColumnsType<CustomerItem> = [
    {
      title: nameTitle,
      key: "name",
      dataIndex: "name",
      ellipsis: true,
      render: (v: string, c) => (
        <Link to={customerPath(c.customerId, c.name, kind)} data-testid="customer-row" data-name={v}>
          <strong>{v}</strong>
        </Link>
      ),
    },
  ];
  if (kind === "enterprise")
    columns.push(
      { title: t("sales:customer.creditCode"), key: "creditCode", dataIndex: "creditCode", width: 190 },
      {
        title: t("sales:customer.contactName"),
        key: "contact",
        dataIndex: "contactName",
        width: 100,
        ellipsis: true,
      },
    );
  if (kind === "store")
    columns.push(
      { title: t("sales:customer.brand"), key: "brand", dataIndex: "brand", width: 110, ellipsis: true },
      {
        title: t("sales:customer.manager"),
        key: "contact",
        dataIndex: "contactName",
        width: 110,
        ellipsis: true,
      },
    );
  if (kind === "personal")
    columns.push({
      title: t("sales:customer.gender"),
      key: "gender",
      dataIndex: "gender",
      width: 80,
      render: (g: number | null) => t(`sales:gender.${g ?? 0}`),
    });
  columns.push(
    { title: t("sales:customer.phone"), key: "phone", dataIndex: "phone", width: 124 },
    {
      title: t("sales:customer.region"),
      key: "region",
      dataIndex: "regionNames",
      width: 150,
      ellipsis: true,
      render: (v: string[]) => v?.filter(Boolean).join(" / ") || "-",
    },
  );
  if (kind === "enterprise")
    columns.push(
      {
        title: t("sales:customer.level"),
        key: "level",
        dataIndex: "level",
        width: 90,
        render: (v: CustomerItem["level"]) => <LevelTag level={v} />,
      },
      {
        title: t("sales:customer.source"),
        key: "source",
        dataIndex: "source",
        width: 100,
        render: (v: string | null) => (v ? t(`sales:source.${v}`) : "-"),
      },
    );
  columns.push(
    {
      title: t("sales:common.ownerTeam"),
      key: "owner",
      width: 130,
      render: (_, c) => <OwnerCell owner={c.ownerName} team={c.teamName} />,
    },
    {
      title: t("sales:customer.orderCount"),
      key: "orders",
      dataIndex: "orderCount",
      width: 80,
      align: "right",
    },
    {
      title: t("sales:customer.lastFollowUp"),
      key: "lastFollowUp",
      dataIndex: "lastFollowUpAt",
      width: 116,
      render: (v: string | null) => <TimeAgo value={v} />,
    },
    {
      title: t("forms:table.actions"),
      key: "actions",
      width: 116,
      render: (_, c) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => can.check() && setEditing({ customer: c })}
            data-testid="customer-edit"
          >
            {t("app:actions.edit")}
          </Button>
          <ConfirmAction
            danger
            title={t("sales:customer.deleteConfirm", { name: c.name })}
            description={t("sales:customer.deleteHint")}
            allowed={can.allowed}
            check={can.check}
            onConfirm={() => remove(c)}
            testId="customer-delete"
          />
        </Space>
      ),
    },
  );

  const shown = useColumnPicker(`customers-${kind}`, columns, { hidden: HIDDEN[kind], always: ["name"] });

  return (
    <div className="sw-page" data-testid={`customers-${kind}`}>
      <Card className="sw-page-card" title={t(`sales:customer.title.${kind}`)}>
        <ListToolbar
          paged={paged}
          search={{ width: 260, placeholder: t(`sales:customer.search.${kind}`), testId: "customer-search" }}
          add={{
            label: t("sales:customer.add"),
            testId: "customer-add",
            onClick: () => can.check() && setEditing({ customer: null }),
          }}
          actions={shown.picker}
        >
          <MemberSelect
            allowClear
            style={{ width: 150 }}
            placeholder={t("sales:common.owner")}
            value={paged.filters.ownerMemberId}
            onChange={(v) => paged.filter({ ownerMemberId: v })}
          />
          <TeamSelect
            allowClear
            style={{ width: 150 }}
            placeholder={t("sales:common.team")}
            value={paged.filters.teamId}
            onChange={(v) => paged.filter({ teamId: v })}
          />
          {kind === "enterprise" && (
            <>
              <Select
                allowClear
                style={{ width: 120 }}
                placeholder={t("sales:customer.level")}
                value={paged.filters.level}
                onChange={(v) => paged.filter({ level: v ?? undefined })}
                options={CUSTOMER_LEVELS.map((l) => ({ value: l, label: t(`sales:level.${l}`) }))}
              />
              <Select
                allowClear
                style={{ width: 120 }}
                placeholder={t("sales:customer.source")}
                value={paged.filters.source}
                onChange={(v) => paged.filter({ source: v ?? undefined })}
                options={CUSTOMER_SOURCES.map((s) => ({ value: s, label: t(`sales:source.${s}`) }))}
              />
            </>
          )}
          <RegionCascader
            changeOnSelect
            style={{ width: 200 }}
            placeholder={t("sales:customer.regionFilter")}
            value={region}
            onChange={(v) => paged.filter({ province: v?.[0], city: v?.[1] })}
          />
          <Select
            style={{ width: 140 }}
            value={paged.filters.sort ?? "createdDesc"}
            onChange={(v) => paged.filter({ sort: v })}
            options={(["createdDesc", "createdAsc", "nameAsc"] as const).map((s) => ({
              value: s,
              label: t(`sales:customer.sort.${s}`),
            }))}
          />
        </ListToolbar>
        <Table<CustomerItem>
          rowKey="customerId"
          loading={tableLoading(paged.list)}
          dataSource={paged.rows}
          pagination={paged.pagination}
          columns={shown.columns}
          tableLayout="fixed"
        />
      </Card>
      <CustomerModal
        kind={kind}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void paged.refresh();
        }}
      />
    </div>
  );
}
