import { Menu } from "@stoneworks/shared";
import { useTranslation } from "react-i18next";
import { cuttingDataApi } from "../../../api/machine.ts";
import { usePermission } from "../../../lib/permission.ts";
import { cuttingKeys } from "../api/cutting-data-api.ts";
import { CuttingDetail } from "./CuttingDetail.tsx";

/** The device detail's cutting (2902): sums per day, its records, export (composed in by the app layer). */
export function DeviceCuttingPanel({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const employee = usePermission(Menu.EmployeeDetail);
  return (
    <CuttingDetail
      testId="device-cutting"
      queryKey={cuttingKeys.device(deviceId)}
      fetch={(pageNum, pageSize, r) => cuttingDataApi.device({ deviceId, pageNum, pageSize, ...r })}
      exportStart={(r) => cuttingDataApi.deviceExport({ deviceId, ...r })}
      links={{ employee: employee.allowed }}
      title={() => t("machine:device.title")}
    />
  );
}
