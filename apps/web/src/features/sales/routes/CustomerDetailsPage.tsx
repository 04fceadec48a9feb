/** Placeholder until this screen is built. */
export default function CustomerDetailsPage() {
  return null;
}
