/** Packing box detail (docs/api-floor.md). */
export default function BoxDetailPage() {
  return null;
}
