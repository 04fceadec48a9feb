import type { TableColumnsType } from "antd";
import { Image, Tag, Tooltip } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { dayjs } from "../../../lib/dayjs-locale.ts";
import type { CollectionItem } from "../api/sales-api.ts";
import { orderPath } from "../paths.ts";
import { Money } from "./Money.tsx";
import { CollectionStatusTag } from "./Tags.tsx";

/** Columns of collections (offline list, online list, an order's collections). */
export function collectionColumns(
  t: TFunction,
  opts: { order?: boolean; channel?: boolean; online?: boolean; orderLinks?: boolean } = {},
): TableColumnsType<CollectionItem> {
  const cols: TableColumnsType<CollectionItem> = [];
  if (opts.order !== false)
    cols.push(
      {
        title: t("sales:collection.order"),
        key: "order",
        dataIndex: "orderNo",
        width: 140,
        ellipsis: true,
        render: (v: string, c) =>
          opts.orderLinks ? <Link to={orderPath(c.orderId, c.orderNo)}>{v}</Link> : v,
      },
      { title: t("sales:order.customer"), key: "customer", dataIndex: "customerName", ellipsis: true },
    );
  if (opts.channel)
    cols.push({
      title: t("sales:collection.channel"),
      key: "channel",
      dataIndex: "channel",
      width: 90,
      render: (v: string) => <Tag>{t(`sales:collection.channels.${v}`)}</Tag>,
    });
  if (opts.online)
    cols.push({
      title: t("sales:collection.tradeNo"),
      key: "tradeNo",
      dataIndex: "tradeNo",
      width: 180,
      ellipsis: true,
    });
  cols.push(
    {
      title: t("sales:collection.amount"),
      key: "amount",
      dataIndex: "amountFen",
      width: 120,
      align: "right",
      render: (v: number) => <Money fen={v} testId="collection-amount-cell" />,
    },
    {
      title: t("sales:collection.status"),
      key: "status",
      dataIndex: "status",
      width: 92,
      render: (v: CollectionItem["status"], c) =>
        c.rejectReason ? (
          <Tooltip title={c.rejectReason}>
            <span>
              <CollectionStatusTag status={v} />
            </span>
          </Tooltip>
        ) : (
          <CollectionStatusTag status={v} />
        ),
    },
    {
      title: t("sales:collection.method"),
      key: "method",
      dataIndex: "method",
      width: 104,
      ellipsis: true,
      render: (v: string) => t(`sales:method.${v}`),
    },
    { title: t("sales:collection.payer"), key: "payer", dataIndex: "payer", width: 130, ellipsis: true },
    opts.online
      ? {
          title: t("sales:collection.paidAt"),
          key: "paidAt",
          dataIndex: "paidAt",
          width: 140,
          render: (v: string | null, c) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : c.paidOn),
        }
      : { title: t("sales:collection.paidOn"), key: "paidOn", dataIndex: "paidOn", width: 108 },
  );
  if (!opts.online)
    cols.push({
      title: t("sales:collection.voucher"),
      key: "voucher",
      dataIndex: "voucherUrl",
      width: 88,
      render: (v: string | null) =>
        v ? <Image src={v} className="sw-voucher" width={40} height={40} alt="" /> : "-",
    });
  return cols;
}
