/** Placeholder until this screen is built. */
export default function TaskListPage() {
  return null;
}
