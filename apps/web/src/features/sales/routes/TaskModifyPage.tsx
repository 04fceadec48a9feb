/** Placeholder until this screen is built. */
export default function TaskModifyPage() {
  return null;
}
