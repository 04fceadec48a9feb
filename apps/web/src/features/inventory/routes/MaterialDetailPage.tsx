/** Placeholder until this screen is built. */
export default function MaterialDetailPage() {
  return null;
}
