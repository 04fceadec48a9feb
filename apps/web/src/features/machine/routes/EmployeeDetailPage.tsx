import { Menu } from "@stoneworks/shared";
import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { cuttingDataApi } from "../../../api/machine.ts";
import { usePermission } from "../../../lib/permission.ts";
import { cuttingKeys } from "../api/cutting-data-api.ts";
import { CuttingDetail } from "../components/CuttingDetail.tsx";
import "../../../components/page.css";

/** /cuttingData/employeeDetail?memberId= (2901): one member's cutting per day, their records, export. */
export default function EmployeeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const operatorId = params.get("memberId") ?? "";
  const device = usePermission(Menu.DeviceDetail);
  if (!operatorId) return <Empty description={t("machine:employee.notFound")} />;
  return (
    <div className="sw-page" data-testid="employee-detail-page">
      <CuttingDetail
        testId="employee-cutting"
        queryKey={cuttingKeys.employee(operatorId)}
        fetch={(pageNum, pageSize, r) => cuttingDataApi.employee({ operatorId, pageNum, pageSize, ...r })}
        exportStart={(r) => cuttingDataApi.employeeExport({ operatorId, ...r })}
        links={{ device: device.allowed }}
        title={(d) =>
          d ? (
            <span data-testid="employee-name">
              {t("machine:employee.title", { name: d.operator.name })}
              {d.operator.staffNo && <span className="sw-muted"> · {d.operator.staffNo}</span>}
            </span>
          ) : (
            t("machine:employee.titleLoading")
          )
        }
      />
    </div>
  );
}
