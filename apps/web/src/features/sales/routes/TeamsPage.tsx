/** Placeholder until this screen is built. */
export default function TeamsPage() {
  return null;
}
