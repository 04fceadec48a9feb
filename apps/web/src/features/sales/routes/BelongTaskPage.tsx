/** Placeholder until this screen is built. */
export default function BelongTaskPage() {
  return null;
}
