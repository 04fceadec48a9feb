import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";

/** /redirect/<path>?<query>: leaves at once for /<path>?<query>, so that screen mounts afresh (tag "refresh"). */
export default function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = `/${params["*"] ?? ""}${search}`;
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
