/** Placeholder until this screen is built. */
export default function TeamDetailsPage() {
  return null;
}
