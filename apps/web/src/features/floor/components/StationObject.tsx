import {
  ApartmentOutlined,
  AppstoreOutlined,
  BlockOutlined,
  InboxOutlined,
  PrinterOutlined,
} from "@ant-design/icons";
import type { ScanAction, ScanKind, ScanLookupResult } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Descriptions, Space, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { rackTripApi } from "../../../api/floor.ts";
import { gateKeys } from "../api/gate-api.ts";
import { boxPath } from "../api/packing-api.ts";
import { rackDetailPath } from "../api/rack-api.ts";
import { StageGate } from "./StageGate.tsx";

const ICONS: Record<ScanKind, ReactNode> = {
  rack: <ApartmentOutlined />,
  box: <InboxOutlined />,
  board: <AppstoreOutlined />,
  slab: <BlockOutlined />,
};

/** Actions the station carries out itself or opens (reopening and removing need the box page's reason and choice). */
export type StationAction = ScanAction | "craftsRack" | "print";

/** The scanned object: what it is, where it stands, and the actions allowed for it now, as large buttons. */
export function StationObject({
  r,
  busy,
  onAct,
  slabActions,
  onChanged,
}: {
  r: ScanLookupResult;
  busy: boolean;
  onAct: (a: StationAction) => void;
  /** A slab's own actions (StationSlabActions), shown instead of the buttons. */
  slabActions?: ReactNode;
  /** After a way out of the stage gate (crafts done, boards unloaded): look the object up again. */
  onChanged?: () => unknown;
}) {
  const { t } = useTranslation();
  const s = r.summary;
  const state = stateLabel(t, r);
  // The stage gate (the same query StageGate asks): while it blocks, circulating is not the next step.
  const gate = useQuery({
    queryKey: gateKeys.gate(s.tripId ?? "", s.tripVersion),
    queryFn: () => rackTripApi.gate({ tripId: s.tripId! }),
    enabled: r.kind === "rack" && !!s.tripId && r.actions.includes("circulate"),
  });
  const blocked = (gate.data?.pending.length ?? 0) > 0;
  const actions: StationAction[] = [...r.actions];
  // A rack received where crafts are done: its boards' crafts can be confirmed at once (menu 2400 decides).
  if (
    r.kind === "rack" &&
    s.rackState === "received" &&
    (s.stage === "secondProcessing" || s.stage === "reinforcement")
  )
    actions.push("craftsRack");
  // The primary button is the next step: not circulating while the gate blocks it.
  // (the gate's own "done here" button is the way on; no other action takes its place as primary).
  const primary = blocked && actions[0] === "circulate" ? undefined : actions[0];
  if (r.kind === "box" && s.boards > 0) actions.push("print");
  const link =
    r.kind === "rack" ? rackDetailPath(r.id, r.title) : r.kind === "box" ? boxPath(r.id) : undefined;
  return (
    <Card className="sw-station-object" data-testid="station-object" data-kind={r.kind}>
      <div className="sw-station-head">
        <span className="sw-station-kind">{ICONS[r.kind]}</span>
        <span className="sw-station-title" data-testid="station-title">
          {link ? <Link to={link}>{r.title}</Link> : r.title}
        </span>
        <Tag color="blue">{t(`floor:station.kind.${r.kind}`)}</Tag>
        {state && (
          <Tag color="processing" data-testid="station-state">
            {state}
          </Tag>
        )}
        {s.shortCodes && (
          <Tag color="warning" data-testid="station-sealed-short">
            {t("floor:box.sealedShort")}
          </Tag>
        )}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} className="sw-station-facts">
        {s.projectName && (
          <Descriptions.Item label={t("floor:station.project")}>
            {s.projectName}
            <span className="sw-sub-text sw-station-after">{s.projectNo}</span>
          </Descriptions.Item>
        )}
        {s.batchNo && <Descriptions.Item label={t("floor:station.plane")}>{s.batchNo}</Descriptions.Item>}
        {s.stage && (
          <Descriptions.Item label={t("floor:station.stage")}>
            {t(`floor:rack.stage.${s.stage}`)}
          </Descriptions.Item>
        )}
        {r.kind !== "board" && (
          <Descriptions.Item label={t("floor:station.boards")}>
            <span data-testid="station-boards">{s.boards}</span>
          </Descriptions.Item>
        )}
        {r.kind !== "board" && (
          <Descriptions.Item label={t("floor:station.area")}>
            <span data-testid="station-area">{s.area}</span>
          </Descriptions.Item>
        )}
        {r.kind === "board" && s.craftsTotal > 0 && (
          <Descriptions.Item label={t("floor:station.crafts")}>
            {t("floor:station.craftsOf", { done: s.craftsDone, total: s.craftsTotal })}
          </Descriptions.Item>
        )}
        {r.kind === "board" && (
          <Descriptions.Item label={t("floor:station.rack")}>{s.rackCode ?? "—"}</Descriptions.Item>
        )}
        {(r.kind === "board" || s.boxCode) && r.kind !== "box" && (
          <Descriptions.Item label={t("floor:station.box")}>{s.boxCode ?? "—"}</Descriptions.Item>
        )}
      </Descriptions>
      {s.shortCodes && (
        <p className="sw-station-short" data-testid="station-short-codes">
          {t("floor:box.missingList")}: {s.shortCodes.join(", ")}
        </p>
      )}
      {r.kind === "rack" && s.tripId && (
        <StageGate key={s.tripId} tripId={s.tripId} version={s.tripVersion} onChanged={onChanged} />
      )}
      {r.kind === "slab" && slabActions ? (
        slabActions
      ) : actions.length > 0 ? (
        <Space wrap size="middle" className="sw-station-actions">
          {actions.map((a) => (
            <Button
              key={a}
              size="large"
              type={a === primary ? "primary" : "default"}
              danger={a === "cancel" || a === "dismantle"}
              icon={a === "print" ? <PrinterOutlined /> : undefined}
              disabled={busy}
              className={blocked && a === "circulate" ? "sw-act-blocked" : undefined}
              title={blocked && a === "circulate" ? t("floor:gate.blocked") : undefined}
              onClick={() => onAct(a)}
              data-testid={`station-act-${a}`}
              data-blocked={blocked && a === "circulate" ? "1" : undefined}
            >
              {t(`floor:station.action.${a}`)}
            </Button>
          ))}
          {blocked && actions.includes("circulate") && (
            <span className="sw-sub-text" data-testid="station-circulate-blocked">
              {t("floor:gate.blocked")}
            </span>
          )}
        </Space>
      ) : (
        <div className="sw-sub-text" data-testid="station-no-actions">
          {t("floor:station.noActions")}
        </div>
      )}
    </Card>
  );
}

/** The object's state in words: a rack's trip state, a box's status, a board's stage, a slab's status. */
function stateLabel(t: (k: string) => string, r: ScanLookupResult): string | null {
  const s = r.summary;
  if (r.kind === "rack" && s.rackState) return t(`floor:rack.state.${s.rackState}`);
  if (r.kind === "box" && s.boxState) return t(`floor:box.status.${s.boxState}`);
  if (r.kind === "board" && s.boardStage) return t(`floor:tracking.stage.${s.boardStage}`);
  if (r.kind === "slab") return t(`floor:station.slabStatus.${s.state}`);
  return null;
}
