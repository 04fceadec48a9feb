import { formatMoney } from "@stoneworks/shared";
import { Card, Col, DatePicker, Descriptions, Pagination, Row, Table } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Area, Percent, RelativeTime, Thickness } from "../../../lib/format.ts";
import "../guide.css";

const MINUTE = 60_000;

/**
 * /demo: how numbers, dates and empty states look in the current language (the display rules of
 * spec §9), open without a role check.
 */
export default function DemoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const now = Date.now();
  return (
    <div className="sw-guide" data-testid="demo-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t("guide:demo.formats")}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t("guide:demo.area")}>
                <Area mm2={5_760_000} />
              </Descriptions.Item>
              <Descriptions.Item label={t("guide:demo.yield")}>
                <Percent value={0.9237} />
              </Descriptions.Item>
              <Descriptions.Item label={t("guide:demo.thickness")}>
                <Thickness mm={20} />
              </Descriptions.Item>
              <Descriptions.Item label={t("guide:demo.money")}>¥ {formatMoney(1234567)}</Descriptions.Item>
              <Descriptions.Item label={t("guide:demo.justNow")}>
                <span data-testid="rel-now">
                  <RelativeTime value={now - 5_000} />
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t("guide:demo.minutesAgo")}>
                <RelativeTime value={now - 12 * MINUTE} />
              </Descriptions.Item>
              <Descriptions.Item label={t("guide:demo.daysAgo")}>
                <RelativeTime value={now - 3 * 24 * 60 * MINUTE} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t("guide:demo.controls")}>
            <div className="sw-demo-controls">
              <DatePicker data-testid="demo-date" />
              <DatePicker.RangePicker />
              <Pagination
                total={120}
                showSizeChanger
                showQuickJumper
                size="small"
                data-testid="demo-pagination"
              />
            </div>
            {params.get("tab") && (
              <p className="sw-muted" data-testid="demo-tab">
                {t("guide:demo.query", { tab: params.get("tab") })}
              </p>
            )}
          </Card>
        </Col>
        <Col span={24}>
          <Card title={t("guide:demo.table")}>
            <Table
              data-testid="demo-table"
              size="small"
              dataSource={[]}
              rowKey="id"
              columns={[
                { title: t("guide:demo.colSlab"), dataIndex: "slab" },
                { title: t("guide:demo.area"), dataIndex: "area" },
                { title: t("guide:demo.yield"), dataIndex: "yield" },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
