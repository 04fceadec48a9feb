/** Placeholder until this screen is built. */
export default function PersonalCustomerPage() {
  return null;
}
