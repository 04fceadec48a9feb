import { ErrorPage } from "./ErrorPage.tsx";

/** /401: the user lacks the menu id of the route or the endpoint (code 6). */
export default function ForbiddenPage() {
  return <ErrorPage status="403" />;
}
