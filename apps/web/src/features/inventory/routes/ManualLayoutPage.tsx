import type { LayoutScope } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, Empty, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { manualLayoutApi } from "../../../api/inventory.ts";
import { FRESH_QUERY } from "../../../lib/navigation.ts";
import { inventoryKeys } from "../api/inventory-api.ts";
import { LayoutScopePicker } from "../components/LayoutScopePicker.tsx";
import { ManualLayoutEditor } from "../components/ManualLayoutEditor.tsx";
import "../../../components/page.css";
import "../inventory.css";

/**
 * /slabQuery/manualLayout?projectId=&planeId=&slabId= (2100): assign boards of a project or plane to a
 * slab of the same stone and thickness and position them; every placement is checked by the server
 * (overlap, off the slab, defects, rotation ban, guillotine cuts) and its refusal shown by the drawing.
 */
export default function ManualLayoutPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const projectId = params.get("projectId") || undefined;
  const planeId = params.get("planeId") || undefined;
  const slabId = params.get("slabId") || undefined;
  const scope: LayoutScope | null = planeId ? { planeId } : projectId ? { projectId } : null;

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true, state: FRESH_QUERY });
  };

  return (
    <div className="sw-page" data-testid="manual-layout-page">
      <Card className="sw-page-card" title={t("inventory:layout.title")}>
        <LayoutScopePicker
          projectId={projectId}
          planeId={planeId}
          slabId={slabId}
          scope={scope}
          onProject={(id) => set({ projectId: id, planeId: undefined, slabId: undefined })}
          onPlane={(id) => set({ planeId: id, slabId: undefined })}
          onSlab={(id) => set({ slabId: id })}
        />
      </Card>
      {!scope ? (
        <Card className="sw-page-card">
          <Empty description={t("inventory:layout.chooseScope")} />
        </Card>
      ) : !slabId ? (
        <Card className="sw-page-card">
          <Empty description={t("inventory:layout.chooseSlab")} />
        </Card>
      ) : (
        <LayoutEditor key={`${slabId}-${planeId ?? projectId}`} scope={scope} slabId={slabId} />
      )}
    </div>
  );
}

function LayoutEditor({ scope, slabId }: { scope: LayoutScope; slabId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const data = useQuery({
    queryKey: [...inventoryKeys.layoutBoards, scope, slabId],
    queryFn: () => manualLayoutApi.boards({ ...scope, slabId }),
    retry: false,
  });
  if (data.isError)
    return (
      <Card className="sw-page-card">
        <Empty description={t("inventory:common.notFound")} />
      </Card>
    );
  if (!data.data)
    return (
      <Card className="sw-page-card">
        <Spin />
      </Card>
    );
  return (
    <ManualLayoutEditor
      key={`${data.data.slab.version}`}
      scope={scope}
      data={data.data}
      reload={() => client.invalidateQueries({ queryKey: inventoryKeys.all })}
    />
  );
}
