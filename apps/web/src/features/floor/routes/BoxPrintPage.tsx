/** Box label and packing list (docs/api-floor.md). */
export default function BoxPrintPage() {
  return null;
}
