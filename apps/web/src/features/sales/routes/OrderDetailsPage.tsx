/** Placeholder until this screen is built. */
export default function OrderDetailsPage() {
  return null;
}
