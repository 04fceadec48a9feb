import { Breadcrumb } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { routeMeta } from "../route-meta.ts";
import { withRememberedQuery } from "./query-memory.ts";

/** Trail of the current route (group → screen) plus `breadcrumbTitle` from the query when present. */
export function BreadcrumbNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const meta = routeMeta(pathname, params);
  const extra = params.get("breadcrumbTitle");
  const items: { title: React.ReactNode; key: string }[] = (meta?.trail ?? []).map((step, i, all) => {
    const isLast = i === all.length - 1 && !extra;
    const label = t(step.titleKey);
    return {
      key: step.titleKey,
      title: step.path && !isLast ? <Link to={withRememberedQuery(step.path)}>{label}</Link> : label,
    };
  });
  if (extra) items.push({ key: "extra", title: <span data-testid="breadcrumb-title">{extra}</span> });
  return <Breadcrumb className="sw-breadcrumb" items={items} data-testid="breadcrumb" />;
}
