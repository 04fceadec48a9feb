import { formatMoney } from "@stoneworks/shared";

/** Money in fen shown in yuan with 2 decimals (exact), e.g. ¥1,234.50. */
export function formatYuan(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return "-";
  const [int, frac] = formatMoney(fen).split(".");
  const sign = int!.startsWith("-") ? "-" : "";
  const digits = int!.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}¥${digits}.${frac}`;
}

export function Money({ fen, testId }: { fen: number | null | undefined; testId?: string }) {
  return (
    <span className="sw-price" data-testid={testId}>
      {formatYuan(fen)}
    </span>
  );
}
