/** Placeholder until this screen is built. */
export default function StoreCustomerPage() {
  return null;
}
