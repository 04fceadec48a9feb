/** Placeholder until this screen is built. */
export default function OrderListPage() {
  return null;
}
