/** Placeholder until this screen is built. */
export default function SlabDetailPage() {
  return null;
}
