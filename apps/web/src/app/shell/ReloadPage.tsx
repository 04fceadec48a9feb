import { useQueryClient } from "@tanstack/react-query";
import { Spin } from "antd";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { getToken } from "../../lib/storage.ts";
import { HOME_PATH } from "../screens.ts";

/** /reload?to=<path>: drops every cached query (user info, menus, lists) and goes on to `to`. */
export default function ReloadPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    client.clear();
    const to = params.get("to");
    const safe = to?.startsWith("/") && !to.startsWith("//") ? to : getToken() ? HOME_PATH : "/login";
    navigate(safe, { replace: true });
  }, [client, navigate, params]);
  return (
    <div className="sw-center-pad">
      <Spin />
    </div>
  );
}
