import { SearchOutlined } from "@ant-design/icons";
import type { OrgSearchHit } from "@stoneworks/shared";
import { Code } from "@stoneworks/shared";
import { useQueryClient } from "@tanstack/react-query";
import type { ButtonProps } from "antd";
import { Avatar, Button, Empty, Input, Modal, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { joinRequestApi } from "../../../api/enterprise.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { myJoinRequestsKey } from "../api/account-api.ts";
import { MyJoinRequests } from "./MyJoinRequests.tsx";

/** Search enterprises, send a join request with a message, follow my requests. */
export function JoinOrgPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState("");
  const [hits, setHits] = useState<OrgSearchHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [target, setTarget] = useState<OrgSearchHit | null>(null);
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);

  const search = async (value: string) => {
    const k = value.trim();
    if (!k) return;
    setSearching(true);
    try {
      setHits(await joinRequestApi.search({ keyword: k }));
    } catch {
      // toasted by the client
    } finally {
      setSearching(false);
    }
  };

  const markPending = (orgId: string) =>
    setHits((h) => h?.map((x) => (x.orgId === orgId ? { ...x, pending: true } : x)) ?? null);

  const send = async () => {
    if (!target) return;
    setSending(true);
    try {
      const note = message.trim();
      await joinRequestApi.join(note ? { orgId: target.orgId, message: note } : { orgId: target.orgId });
      toastSuccess(t("account:join.sent"));
      markPending(target.orgId);
      setTarget(null);
    } catch (err) {
      // Already pending (1202007) is silent: show the pending state.
      if (err instanceof ApiError && err.code === Code.JoinPending) {
        markPending(target.orgId);
        setTarget(null);
      }
    } finally {
      setSending(false);
      void client.invalidateQueries({ queryKey: myJoinRequestsKey });
    }
  };

  return (
    <div className="sw-join" data-testid="join-panel">
      <Input.Search
        size="large"
        allowClear
        enterButton={
          <>
            <SearchOutlined /> {t("account:join.search")}
          </>
        }
        placeholder={t("account:join.searchPlaceholder")}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={search}
        loading={searching}
        data-testid="join-search"
      />
      {hits !== null && (
        <div className="sw-join-hits" data-testid="join-hits">
          {hits.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("account:join.noHits")} />
          ) : (
            hits.map((h) => (
              <div key={h.orgId} className="sw-join-hit" data-testid="join-hit">
                <Avatar shape="square" size={40} src={h.logoUrl || undefined}>
                  {h.name.slice(0, 1)}
                </Avatar>
                <div className="sw-join-hit-text">
                  <div className="sw-join-hit-name">{h.name}</div>
                  <div className="sw-join-hit-region">{h.regionNames.filter(Boolean).join(" / ") || "-"}</div>
                </div>
                {h.isMember ? (
                  <Tag color="success">{t("account:join.member")}</Tag>
                ) : h.pending ? (
                  <Tag color="processing" data-testid="join-pending">
                    {t("account:joinStatus.submitted")}
                  </Tag>
                ) : (
                  <Button
                    type="primary"
                    ghost
                    onClick={() => {
                      setMessage("");
                      setTarget(h);
                    }}
                    data-testid="join-apply"
                  >
                    {t("account:join.apply")}
                  </Button>
                )}
              </div>
            ))
          )}
        </div>
      )}
      <h4 className="sw-join-section">{t("account:join.myRequests")}</h4>
      <MyJoinRequests />
      <Modal
        open={!!target}
        title={t("account:join.applyTitle", { name: target?.name ?? "" })}
        okText={t("account:join.send")}
        cancelText={t("app:actions.cancel")}
        onOk={send}
        okButtonProps={{ loading: sending, "data-testid": "join-send" } as ButtonProps}
        onCancel={() => setTarget(null)}
        destroyOnHidden
      >
        <Input.TextArea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={100}
          showCount
          autoSize={{ minRows: 3, maxRows: 5 }}
          placeholder={t("account:join.messagePlaceholder")}
          data-testid="join-message"
        />
      </Modal>
    </div>
  );
}
