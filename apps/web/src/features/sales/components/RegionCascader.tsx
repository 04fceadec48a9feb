import { useQuery } from "@tanstack/react-query";
import { Cascader } from "antd";
import { useTranslation } from "react-i18next";
import { regionTreeQuery } from "../../../components/OrgFields.tsx";

interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

/**
 * Province → city → area from /api/region/tree (place names, the same in both languages). The value
 * is the list of codes; `changeOnSelect` lets a filter stop at a province or a city.
 */
export function RegionCascader(props: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
  changeOnSelect?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tree = useQuery(regionTreeQuery);
  return (
    <Cascader<RegionNode>
      id={props.id}
      value={props.value}
      onChange={(v) => props.onChange?.((v as string[] | undefined) ?? [])}
      options={(tree.data as RegionNode[] | undefined) ?? []}
      loading={tree.isLoading}
      changeOnSelect={props.changeOnSelect}
      style={props.style}
      fieldNames={{ label: "name", value: "code", children: "children" }}
      placeholder={props.placeholder ?? t("forms:org.regionPlaceholder")}
      showSearch={{ filter: (input, path) => path.some((o) => o.name.includes(input)) }}
      data-testid={props.testId}
    />
  );
}
