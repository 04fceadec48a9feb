import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { rackTripApi } from "../../../api/floor.ts";
import { ScanFeedback, ScanInput, useScanInput } from "../../../components/ScanInput.tsx";
import { rackDetailPath } from "../api/rack-api.ts";

/**
 * The scan box of rack management (the floor's one scan input): a rack code (a keyboard-wedge scanner
 * types it and Enter) opens the rack's detail; an unknown code is named beside the box.
 */
export function RackScanBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scanner = useScanInput(async (code) => {
    const { rackId } = await rackTripApi.byCode({ code }, { silent: true });
    navigate(rackDetailPath(rackId, code.toUpperCase().startsWith("RK") ? code.toUpperCase() : undefined));
    return { verdict: "accept" };
  });
  return (
    <div className="sw-rack-scan">
      <ScanInput
        scan={scanner}
        feedback={false}
        size="large"
        style={{ width: 360 }}
        placeholder={t("floor:rack.scanPlaceholder")}
        testId="rack-scan"
      />
      {scanner.answer?.message ? (
        <ScanFeedback scan={scanner} testId="rack-scan-feedback" errorTestId="rack-scan-error" />
      ) : (
        <span className="sw-muted">{t("floor:rack.scanHint")}</span>
      )}
    </div>
  );
}
