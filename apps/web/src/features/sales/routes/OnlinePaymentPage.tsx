/** Placeholder until this screen is built. */
export default function OnlinePaymentPage() {
  return null;
}
