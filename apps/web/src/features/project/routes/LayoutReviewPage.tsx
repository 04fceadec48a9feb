/** Placeholder until this screen is built. */
export default function LayoutReviewPage() {
  return null;
}
