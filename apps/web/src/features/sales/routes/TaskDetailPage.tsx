/** Placeholder until this screen is built. */
export default function TaskDetailPage() {
  return null;
}
