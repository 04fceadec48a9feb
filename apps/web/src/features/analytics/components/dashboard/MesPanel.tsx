import { ApiOutlined, WarningOutlined } from "@ant-design/icons";
import { formatArea, type MesOverview, type MesTile } from "@stoneworks/shared";
import { Card, Col, Empty, Row, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { MachineStatusTag } from "../../../../components/MachineStatusTag.tsx";
import { SlabCount } from "../../../../components/SlabCount.tsx";
import { useRelativeTime } from "../../../../lib/format.ts";
import { formatMetres } from "./figures.ts";

/** MES overview: a tile per machine (last report, what is on tables A and B, today's output, refused records). */
export function MesPanel({ data }: { data: MesOverview }) {
  const { t } = useTranslation();
  if (data.devices.length === 0) return <Empty description={t("analytics:mes.noDevices")} />;
  return (
    <div data-testid="dash-mes">
      <span className="sw-dash-note">{t("analytics:mes.refresh")}</span>
      <Row gutter={[16, 16]} style={{ marginTop: 8 }}>
        {data.devices.map((d) => (
          <Col key={d.deviceId} xs={24} md={12} xl={8}>
            <Tile d={d} />
          </Col>
        ))}
      </Row>
    </div>
  );
}

function Tile({ d }: { d: MesTile }) {
  const { t } = useTranslation();
  const last = useRelativeTime(d.lastReportAt);
  return (
    <Card
      size="small"
      data-testid="mes-tile"
      data-code={d.code}
      title={
        <span>
          <ApiOutlined /> {d.code} <Tag style={{ marginInlineStart: 8 }}>{d.series}</Tag>
        </span>
      }
      extra={<MachineStatusTag status={d.status} showLast={false} />}
    >
      <div className="sw-mes-row">
        <span className="sw-dash-muted">{t("analytics:mes.lastReport")}</span>
        <strong data-testid="mes-last-report">{d.lastReportAt ? last : t("analytics:mes.never")}</strong>
      </div>
      {d.tables.map((tb) => (
        <div className="sw-mes-row" key={tb.side} data-testid={`mes-table-${tb.side}`}>
          <span className="sw-dash-muted">{t("analytics:mes.table", { side: tb.side })}</span>
          <span>
            {tb.slabCount === 0 ? (
              t("analytics:mes.tableIdle")
            ) : (
              <>
                {t("analytics:mes.tableSlabs", { count: tb.slabCount })}
                {tb.cutting && (
                  <Tag color="processing" style={{ marginInlineStart: 8 }}>
                    {t("analytics:mes.cutting", { barcode: tb.cutting })}
                  </Tag>
                )}
              </>
            )}
          </span>
        </div>
      ))}
      <div className="sw-mes-today" data-testid="mes-today" data-area={d.today.area}>
        <div className="sw-dash-muted">
          {t("analytics:mes.today")} · {t("analytics:mes.records", { count: d.today.records })}
        </div>
        <div className="sw-mes-figures">
          <span>
            <strong>{formatArea(d.today.areaMm2)}</strong> {t("analytics:dashboard.units.m2")}
          </span>
          <span>
            <strong>{formatMetres(d.today.lengthMm)}</strong> {t("analytics:dashboard.units.m")}
          </span>
          <span>
            <strong>
              <SlabCount milli={d.today.slabsMilli} unit />
            </strong>
          </span>
        </div>
      </div>
      <div className="sw-mes-row">
        <span className="sw-dash-muted">{t("analytics:mes.errors")}</span>
        {d.errorsToday > 0 ? (
          <Tag color="error" icon={<WarningOutlined />} data-testid="mes-errors" data-count={d.errorsToday}>
            {t("analytics:mes.errorsCount", { count: d.errorsToday })}
          </Tag>
        ) : (
          <span data-testid="mes-errors" data-count={0}>
            {t("analytics:mes.noErrors")}
          </span>
        )}
      </div>
      {d.latestErrors.length > 0 && (
        <ul className="sw-mes-errors" data-testid="mes-error-reasons">
          {d.latestErrors.map((e) => (
            <li key={`${e.at}-${e.recordId ?? ""}`} title={e.message}>
              {e.recordId ? `${e.recordId}: ` : ""}
              {e.message}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
