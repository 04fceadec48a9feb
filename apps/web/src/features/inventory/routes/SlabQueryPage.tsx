/** Placeholder until this screen is built. */
export default function SlabQueryPage() {
  return null;
}
