import { type CuttingTotals, wholeSlabs } from "@stoneworks/shared";
import { Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { SlabCount } from "../../../components/SlabCount.tsx";
import { metres, squareMetres } from "./cutting-format.ts";

/** The totals strip over the whole filtered range: metres, m², slabs consumed, slabs cut, records. */
export function CuttingTotalsBar({
  totals,
  loading,
}: {
  totals: CuttingTotals | undefined;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const items: { key: string; value: string | number; suffix?: string; hint?: React.ReactNode }[] = [
    { key: "metres", value: totals ? metres(totals.cutLengthMm) : "-", suffix: "m" },
    { key: "area", value: totals ? squareMetres(totals.areaCutMm2) : "-", suffix: "m²" },
    {
      key: "slabsConsumed",
      value: totals ? wholeSlabs(totals.slabsConsumedMilli).count : "-",
      hint: totals ? <SlabCount milli={totals.slabsConsumedMilli} /> : null,
    },
    { key: "slabsCut", value: totals?.slabsCut ?? "-" },
    { key: "records", value: totals?.records ?? "-" },
  ];
  return (
    <Card size="small" className="sw-cutting-totals" data-testid="cutting-totals">
      <Row gutter={16}>
        {items.map((i) => (
          <Col key={i.key} flex="1 1 0">
            <div data-testid={`cutting-total-${i.key}`} data-value={String(i.value)}>
              <Statistic
                loading={loading}
                title={t(`machine:totals.${i.key}`)}
                value={i.value}
                suffix={i.suffix}
                {...(i.hint ? { formatter: () => i.hint } : {})}
              />
            </div>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
