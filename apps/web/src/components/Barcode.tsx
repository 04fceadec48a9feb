import JsBarcode from "jsbarcode";
import { useEffect, useRef } from "react";

/** A Code 128 barcode drawn as SVG (picking sheets, box labels). */
export function Barcode({
  value,
  height = 44,
  width = 2,
  fontSize = 14,
  className,
  testId = "sheet-barcode",
}: {
  value: string;
  height?: number;
  width?: number;
  fontSize?: number;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format: "CODE128",
      width,
      height,
      margin: 6,
      displayValue: true,
      fontSize,
      textMargin: 1,
      background: "#ffffff",
      lineColor: "#000000",
    });
  }, [value, height, width, fontSize]);
  return <svg ref={ref} className={className} data-testid={testId} data-code={value} />;
}
