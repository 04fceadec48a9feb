/** Placeholder until this screen is built. */
export default function ProjectDetailPage() {
  return null;
}
