import { useQuery } from "@tanstack/react-query";
import { Empty, Modal, Radio, Spin, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { identityApi } from "../../api/account.ts";
import { identityListKey, useSwitchOrg } from "../../lib/identity.ts";

/** Switch operating point: the enterprises of the user, one radio each; switching re-scopes the session. */
export function IdentityModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: identityListKey,
    queryFn: () => identityApi.list(),
    enabled: open,
    staleTime: 0,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (open && list.data) setChosen(list.data.find((i) => i.current)?.orgId ?? null);
  }, [open, list.data]);

  const switchOrg = useSwitchOrg(onClose);
  const current = list.data?.find((i) => i.current)?.orgId;
  return (
    <Modal
      open={open}
      title={t("app:user.switchOrg")}
      onCancel={onClose}
      okText={t("app:actions.confirm")}
      cancelText={t("app:actions.cancel")}
      okButtonProps={{ disabled: !chosen || chosen === current, loading: switchOrg.isPending }}
      onOk={() => chosen && switchOrg.mutate(chosen)}
      destroyOnHidden
      centered
    >
      {list.isLoading ? (
        <div className="sw-center-pad">
          <Spin />
        </div>
      ) : !list.data?.length ? (
        <Empty description={t("app:user.noOrgs")} />
      ) : (
        <Radio.Group className="sw-identity-list" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          {list.data.map((i) => (
            <Radio key={i.orgId} value={i.orgId} className="sw-identity-item">
              <span className="sw-identity-name">{i.orgName}</span>
              {i.roleName && <span className="sw-identity-role">{i.roleName}</span>}
              {i.current && <Tag color="blue">{t("app:user.current")}</Tag>}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Modal>
  );
}
