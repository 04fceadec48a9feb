import { CraftWorkTab } from "../features/floor/components/CraftWorkTab.tsx";
import { PackingPanel } from "../features/floor/components/PackingPanel.tsx";
import ProductionTasksPage from "../features/production/routes/ProductionTasksPage.tsx";

/**
 * The production tasks screen (2400): the production feature's page (each workshop category's queue)
 * with the floor feature's crafts-done tab and packing panel in it. Features do not import each other,
 * so the app layer puts them together.
 */
export default function ProductionTasksScreen() {
  return (
    <ProductionTasksPage crafts={(p) => <CraftWorkTab {...p} />} packing={(p) => <PackingPanel {...p} />} />
  );
}
