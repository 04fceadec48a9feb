import { CloudServerOutlined } from "@ant-design/icons";
import { Menu } from "@stoneworks/shared";
import { Button } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermission } from "../../../lib/permission.ts";
import { CloudLayoutDialog } from "./cloud-layout/CloudLayoutDialog.tsx";

/** "Cloud layout" for a project or one plane (docs/api-layout.md): opens the cloud-layout dialog. */
export interface CloudLayoutButtonProps {
  projectId: string;
  planeId?: string;
  /** Called after plans were accepted, so the caller can refresh. */
  onAccepted?: () => void;
}

export function CloudLayoutButton({ projectId, planeId, onAccepted }: CloudLayoutButtonProps) {
  const { t } = useTranslation();
  const can = usePermission(Menu.LayoutReview);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        icon={<CloudServerOutlined />}
        onClick={() => can.check() && setOpen(true)}
        data-testid="cloud-layout-button"
      >
        {t("layout:button")}
      </Button>
      {open && (
        <CloudLayoutDialog
          open={open}
          projectId={projectId}
          planeId={planeId}
          onClose={close}
          onAccepted={onAccepted}
        />
      )}
    </>
  );
}
