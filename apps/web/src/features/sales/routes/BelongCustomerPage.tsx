/** Placeholder until this screen is built. */
export default function BelongCustomerPage() {
  return null;
}
