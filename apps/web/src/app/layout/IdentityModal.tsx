import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Empty, Modal, Radio, Spin, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { request } from "../../lib/api-client.ts";
import { toastSuccess } from "../../lib/feedback.ts";
import { userInfoKey } from "../../lib/session.ts";
import { HOME_PATH } from "../screens.ts";
import { tagsStore } from "./tags-store.ts";

interface Identity {
  orgId: string;
  orgName: string;
  logo: string | null;
  roleName: string | null;
  status: string;
  current: boolean;
}

/** Switch operating point: the enterprises of the user, one radio each; switching re-scopes the session. */
export function IdentityModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: ["identity", "list"],
    queryFn: () => request<Identity[]>("/identity/list"),
    enabled: open,
    staleTime: 0,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (open && list.data) setChosen(list.data.find((i) => i.current)?.orgId ?? null);
  }, [open, list.data]);

  const switchOrg = useMutation({
    mutationFn: (orgId: string) => request<{ orgId: string }>("/identity/switch", { orgId }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: userInfoKey });
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== userInfoKey[0] });
      tagsStore.closeAll();
      toastSuccess(t("app:user.switched"));
      onClose();
      navigate(HOME_PATH);
    },
  });

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
