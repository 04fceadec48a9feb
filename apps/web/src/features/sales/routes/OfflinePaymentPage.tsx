/** Placeholder until this screen is built. */
export default function OfflinePaymentPage() {
  return null;
}
