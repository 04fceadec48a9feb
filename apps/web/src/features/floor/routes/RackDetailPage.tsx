/** Rack detail (docs/api-floor.md). */
export default function RackDetailPage() {
  return null;
}
