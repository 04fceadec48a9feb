/** Production tracking (menu 2600) (docs/api-floor.md). */
export default function ProductionTrackingPage() {
  return null;
}
