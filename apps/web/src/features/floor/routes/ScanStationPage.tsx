/** Scan station (menu 2450) (docs/api-floor.md). */
export default function ScanStationPage() {
  return null;
}
