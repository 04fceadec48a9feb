import { DeviceCuttingPanel } from "../features/machine/components/DeviceCuttingPanel.tsx";
import DeviceDetailPage from "../features/production/routes/DeviceDetailPage.tsx";

/**
 * The device detail screen (2902): the production feature's page (tables, today's picks) with the
 * machine feature's cutting (sums per day, records, export) below. Features do not import each other,
 * so the app layer puts the two together.
 */
export default function DeviceDetailScreen() {
  return <DeviceDetailPage cutting={(deviceId) => <DeviceCuttingPanel deviceId={deviceId} />} />;
}
