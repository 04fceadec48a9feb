/** "Cloud layout" for a project or one plane (layout module). Placeholder until that module lands. */
export interface CloudLayoutButtonProps {
  projectId: string;
  planeId?: string;
  /** Called after plans were accepted, so the caller can refresh. */
  onAccepted?: () => void;
}

export function CloudLayoutButton(_props: CloudLayoutButtonProps) {
  return null;
}
