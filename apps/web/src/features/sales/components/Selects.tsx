import type { CustomerKind } from "@stoneworks/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Select, type SelectProps } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { customerApi, orderApi } from "../../../api/sales.ts";
import { lookup, salesKeys, staffOptionsQuery, teamOptionsQuery } from "../api/sales-api.ts";

/** The selects of the sales screens: staff, teams, customers and orders, searched on the server. */

type Common = {
  value?: string | null;
  onChange?: (v: string | undefined) => void;
  id?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  testId?: string;
  disabled?: boolean;
};

/** Waits for the typing to pause before searching. */
function useDebounced(value: string, ms = 300): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

const selectBase = (p: Common): SelectProps => ({
  id: p.id,
  allowClear: p.allowClear,
  style: p.style,
  disabled: p.disabled,
  placeholder: p.placeholder,
  showSearch: { filterOption: false },
  // antd passes null when cleared; forms and filters want undefined.
  onChange: (v: unknown) => p.onChange?.((v as string | null | undefined) ?? undefined),
  value: p.value ?? undefined,
  popupMatchSelectWidth: false,
});

export function MemberSelect(p: Common & { initialLabel?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim());
  const list = useQuery({ ...staffOptionsQuery(keyword), placeholderData: keepPreviousData });
  const options = (list.data ?? []).map((m) => ({
    value: m.memberId,
    label: m.teamName ? `${m.name} · ${m.teamName}` : m.name,
  }));
  if (p.value && p.initialLabel && !options.some((o) => o.value === p.value))
    options.unshift({ value: p.value, label: p.initialLabel });
  return (
    <Select
      {...selectBase(p)}
      placeholder={p.placeholder ?? t("sales:common.pickMember")}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={list.isFetching}
      options={options}
      data-testid={p.testId}
    />
  );
}

/** Several members (team members, finance staff). */
export function MembersSelect(p: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
  testId?: string;
  extraOptions?: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim());
  const list = useQuery({ ...staffOptionsQuery(keyword), placeholderData: keepPreviousData });
  const options = new Map<string, string>();
  for (const o of p.extraOptions ?? []) options.set(o.value, o.label);
  for (const m of list.data ?? []) options.set(m.memberId, m.name);
  return (
    <Select
      id={p.id}
      mode="multiple"
      value={p.value}
      onChange={(v) => p.onChange?.(v)}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={list.isFetching}
      placeholder={t("sales:common.pickMembers")}
      options={[...options].map(([value, label]) => ({ value, label }))}
      data-testid={p.testId}
    />
  );
}

export function TeamSelect(p: Common) {
  const { t } = useTranslation();
  const list = useQuery(teamOptionsQuery());
  return (
    <Select
      {...selectBase(p)}
      showSearch={{ optionFilterProp: "label" }}
      placeholder={p.placeholder ?? t("sales:common.pickTeam")}
      loading={list.isLoading}
      options={(list.data ?? []).map((m) => ({ value: m.teamId, label: m.name }))}
      data-testid={p.testId}
    />
  );
}

export function CustomerSelect(p: Common & { kind?: CustomerKind; initialLabel?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim());
  const list = useQuery({
    queryKey: [...salesKeys.customerOptions, keyword, p.kind ?? ""],
    queryFn: () => customerApi.options({ keyword: keyword || undefined, kind: p.kind }, lookup),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const options = (list.data ?? []).map((c) => ({
    value: c.customerId,
    label: `${c.name} · ${c.phone}`,
  }));
  if (p.value && p.initialLabel && !options.some((o) => o.value === p.value))
    options.unshift({ value: p.value, label: p.initialLabel });
  return (
    <Select
      {...selectBase(p)}
      placeholder={p.placeholder ?? t("sales:common.pickCustomer")}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={list.isFetching}
      options={options}
      data-testid={p.testId}
    />
  );
}

export function OrderSelect(p: Common & { customerId?: string | null; initialLabel?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim());
  const list = useQuery({
    queryKey: [...salesKeys.orderOptions, keyword, p.customerId ?? ""],
    queryFn: () =>
      orderApi.options({ keyword: keyword || undefined, customerId: p.customerId ?? undefined }, lookup),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const options = (list.data ?? []).map((o) => ({
    value: o.orderId,
    label: `${o.orderNo} · ${o.customerName}`,
  }));
  if (p.value && p.initialLabel && !options.some((o) => o.value === p.value))
    options.unshift({ value: p.value, label: p.initialLabel });
  return (
    <Select
      {...selectBase(p)}
      placeholder={p.placeholder ?? t("sales:common.pickOrder")}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={list.isFetching}
      options={options}
      data-testid={p.testId}
    />
  );
}
