/** Placeholder until this screen is built. */
export default function BusinessCustomerPage() {
  return null;
}
