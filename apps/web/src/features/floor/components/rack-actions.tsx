import { Menu, nextStage, type RackTripItem } from "@stoneworks/shared";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { rackTripApi } from "../../../api/floor.ts";
import { ConfirmAction } from "../../../components/ConfirmAction.tsx";
import { toastSuccess } from "../../../lib/feedback.ts";
import { usePermission } from "../../../lib/permission.ts";
import type { RackMove } from "../api/rack-api.ts";

/**
 * A rack's allowed actions (the server's `actions`): generate and load open the load modal, the
 * others ask first, saying what will happen, then act with the trip's version.
 */
export function RackActions({
  rack,
  onLoad,
  onDone,
  size = "small",
}: {
  rack: RackTripItem;
  onLoad: (rack: RackTripItem) => void;
  onDone?: () => unknown;
  size?: "small" | "middle";
}) {
  const { t } = useTranslation();
  const can = usePermission(Menu.RackManagement);
  const client = useQueryClient();
  const run = async (action: RackMove) => {
    await rackTripApi[action]({ tripId: rack.tripId!, version: rack.version! });
    toastSuccess(t(`floor:rack.done.${action}`));
    await client.invalidateQueries({ queryKey: ["floor"] });
    await onDone?.();
  };
  const stageName = (s: string | null | undefined) => (s ? t(`floor:rack.stage.${s}`) : "");
  const params = {
    code: rack.code,
    boards: rack.boards,
    stage:
      stageName(rack.stage && rack.route.length ? nextStage(rack.route, rack.stage) : undefined) ||
      stageName(rack.stage),
  };
  return (
    <span className="sw-rack-actions" data-testid="rack-actions">
      {rack.actions.map((a) => {
        if (a === "generate" || a === "load")
          return (
            <Button
              key={a}
              type="link"
              size={size}
              onClick={() => can.check() && onLoad(rack)}
              data-testid={`rack-action-${a}`}
            >
              {t(`floor:rack.action.${a}`)}
            </Button>
          );
        if (a === "pack") return null;
        const move = a as RackMove;
        const text =
          move === "receive"
            ? t("floor:rack.confirm.receive", { ...params, stage: stageName(rack.stage) })
            : t(`floor:rack.confirm.${move}`, params);
        return (
          <ConfirmAction
            key={a}
            title={t(`floor:rack.action.${a}`)}
            description={<span data-testid="rack-confirm-text">{text}</span>}
            allowed={can.allowed}
            check={can.check}
            onConfirm={() => run(move)}
            danger={move === "cancel" || move === "dismantle"}
            testId={`rack-action-${a}`}
          >
            {t(`floor:rack.action.${a}`)}
          </ConfirmAction>
        );
      })}
    </span>
  );
}
