import { CloudLayoutButton } from "../features/layout/components/CloudLayoutButton.tsx";
import ProjectDetailPage from "../features/project/routes/ProjectDetailPage.tsx";

/**
 * The project detail screen: the project feature's page with the layout feature's cloud-layout button
 * in its header. Features do not import each other, so the app layer puts the two together.
 */
export default function ProjectDetailScreen() {
  return (
    <ProjectDetailPage
      layoutButton={({ projectId, onAccepted }) => (
        <CloudLayoutButton projectId={projectId} onAccepted={onAccepted} />
      )}
    />
  );
}
