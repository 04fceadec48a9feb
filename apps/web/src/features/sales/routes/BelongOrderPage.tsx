/** Placeholder until this screen is built. */
export default function BelongOrderPage() {
  return null;
}
