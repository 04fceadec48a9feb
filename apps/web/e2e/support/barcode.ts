import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { PNG } from "pngjs";

/** Decodes the Code 128 barcode in a PNG (e.g. locator.screenshot()) to its text. */
export function decodeCode128(png: Buffer): string {
  const image = PNG.sync.read(png);
  const { width, height, data } = image;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const a = data[i * 4 + 3] / 255;
    // Transparent pixels count as white paper.
    const r = data[i * 4] * a + 255 * (1 - a);
    const g = data[i * 4 + 1] * a + 255 * (1 - a);
    const b = data[i * 4 + 2] * a + 255 * (1 - a);
    luminance[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new MultiFormatReader();
  reader.setHints(hints);
  const source = new RGBLuminanceSource(luminance, width, height);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}
