/** Rack management (menu 2800) (docs/api-floor.md). */
export default function RackManagementPage() {
  return null;
}
