import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Empty, Popconfirm, Skeleton, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { joinRequestApi } from "../../../api/enterprise.ts";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { RelativeTime } from "../../../lib/format.ts";
import { myJoinRequestsKey } from "../api/account-api.ts";
import { JoinStatusTag } from "./JoinStatusTag.tsx";

/** The user's join requests with their state; a pending one can be cancelled. */
export function MyJoinRequests({ onlyPending = false }: { onlyPending?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: myJoinRequestsKey, queryFn: () => joinRequestApi.mine() });
  const cancel = useMutation({
    mutationFn: (requestId: string) => joinRequestApi.cancel({ requestId }),
    onSuccess: () => {
      toastSuccess(t("account:join.cancelled"));
      void client.invalidateQueries({ queryKey: myJoinRequestsKey });
    },
  });
  const rows = (list.data ?? []).filter((r) => !onlyPending || r.status === "submitted");
  if (list.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!rows.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("account:join.noRequests")} />;
  return (
    <ul className="sw-join-list" data-testid="my-join-requests">
      {rows.map((r) => (
        <li key={r.requestId} className="sw-join-item" data-testid="my-join-request">
          <div className="sw-join-main">
            <div className="sw-join-title">
              <span>{r.orgName}</span> <JoinStatusTag status={r.status} />
            </div>
            <div className="sw-join-desc">
              <Tooltip title={dayjs(r.createdAt).format("YYYY-MM-DD HH:mm:ss")}>
                <span>
                  {t("account:join.sentAt")} <RelativeTime value={r.createdAt} />
                </span>
              </Tooltip>
              {r.message && <span>{t("account:join.messageShown", { message: r.message })}</span>}
              {r.status === "rejected" && r.reason && (
                <span>{t("account:join.reasonShown", { reason: r.reason })}</span>
              )}
            </div>
          </div>
          {r.status === "submitted" && (
            <Popconfirm
              title={t("account:join.cancelConfirm")}
              okText={t("app:actions.confirm")}
              cancelText={t("app:actions.cancel")}
              onConfirm={() => cancel.mutateAsync(r.requestId)}
            >
              <Button size="small" danger data-testid="join-cancel">
                {t("account:join.cancel")}
              </Button>
            </Popconfirm>
          )}
        </li>
      ))}
    </ul>
  );
}
