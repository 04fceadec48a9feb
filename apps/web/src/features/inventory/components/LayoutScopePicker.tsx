import { ScanOutlined } from "@ant-design/icons";
import type { LayoutScope, SlabWithDefects } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Input, Select, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { manualLayoutApi } from "../../../api/inventory.ts";
import { inventoryKeys, projectLookup } from "../api/inventory-api.ts";
import { size, thickness } from "./SlabBits.tsx";

/**
 * The manual-layout scope: a project (pending or reviewed), one of its planes or the whole project,
 * and a slab the scope's boards could go on, picked from the list or scanned by barcode.
 */
export function LayoutScopePicker({
  projectId,
  planeId,
  slabId,
  scope,
  onProject,
  onPlane,
  onSlab,
}: {
  projectId?: string;
  planeId?: string;
  slabId?: string;
  scope: LayoutScope | null;
  onProject: (id?: string) => void;
  onPlane: (id?: string) => void;
  onSlab: (id?: string) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const projects = useQuery({
    queryKey: ["inventory", "layoutProjects", keyword],
    queryFn: async () => {
      const [pending, reviewed] = await Promise.all([
        projectLookup.projects("pending", keyword),
        projectLookup.projects("reviewed", keyword),
      ]);
      return [...pending.list, ...reviewed.list];
    },
  });
  const project = useQuery({
    queryKey: ["inventory", "layoutProject", projectId],
    queryFn: () => projectLookup.planes(projectId ?? ""),
    enabled: !!projectId,
  });
  const slabs = useQuery({
    queryKey: [...inventoryKeys.layoutSlabs, scope],
    queryFn: () => manualLayoutApi.slabs({ pageNum: 1, pageSize: 200, ...scope }),
    enabled: !!scope,
  });
  // A scanner types the barcode and Enter: the slab is looked up exactly among the usable ones.
  const [scan, setScan] = useState("");
  const [scanning, setScanning] = useState(false);
  const [scanMiss, setScanMiss] = useState<string | null>(null);
  const [scanned, setScanned] = useState<SlabWithDefects | null>(null);
  const findScanned = async () => {
    const barcode = scan.trim();
    if (!scope || !barcode || scanning) return;
    setScanning(true);
    try {
      const found = (await manualLayoutApi.slabs({ pageNum: 1, pageSize: 1, ...scope, barcode })).list[0];
      if (found) {
        setScanned(found);
        setScanMiss(null);
        setScan("");
        onSlab(found.slabId);
      } else {
        setScanMiss(barcode);
      }
    } finally {
      setScanning(false);
    }
  };
  // A scanned slab beyond the first page of the list still shows its barcode in the picker.
  const slabList = [...(slabs.data?.list ?? [])];
  if (scanned && scanned.slabId === slabId && !slabList.some((s) => s.slabId === scanned.slabId))
    slabList.push(scanned);
  const projectOptions = (projects.data ?? []).map((p) => ({
    value: p.projectId,
    label: `${p.name} (${p.projectNo})`,
  }));
  if (projectId && project.data && !projectOptions.some((o) => o.value === projectId))
    projectOptions.unshift({ value: projectId, label: `${project.data.name} (${project.data.projectNo})` });

  return (
    <div className="sw-inv-scope">
      <Select
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        allowClear
        placeholder={t("inventory:layout.projectPlaceholder")}
        value={projectId}
        loading={projects.isFetching}
        onChange={(v) => onProject(v)}
        options={projectOptions}
        prefix={<span className="sw-inv-prefix">{t("inventory:layout.project")}</span>}
        data-testid="layout-project"
      />
      <Select
        disabled={!projectId}
        value={planeId ?? (projectId ? "" : undefined)}
        onChange={(v) => onPlane(v || undefined)}
        options={[
          { value: "", label: t("inventory:layout.wholeProject") },
          ...(project.data?.planes ?? []).map((p) => ({
            value: p.planeId,
            label: t("inventory:layout.planeOption", {
              batchNo: p.batchNo,
              unplanned: p.unplannedCount,
              count: p.boardCount,
            }),
          })),
        ]}
        prefix={<span className="sw-inv-prefix">{t("inventory:layout.plane")}</span>}
        data-testid="layout-plane"
      />
      <Select
        showSearch={{ optionFilterProp: "label" }}
        disabled={!scope}
        placeholder={t("inventory:layout.slabPlaceholder")}
        notFoundContent={slabs.isFetching ? <Spin size="small" /> : t("inventory:layout.noSlabs")}
        value={slabId}
        onChange={(v) => onSlab(v)}
        options={slabList.map((s) => ({
          value: s.slabId,
          // Remnants come first (docs/api-inventory.md "Remnants") and say so.
          label: `${s.parentSlabId ? `${t("inventory:remnant.tag")} · ` : ""}${s.barcode} · ${s.stone} · ${thickness(s.thickness)} mm · ${size(s.length, s.width)}`,
        }))}
        prefix={<span className="sw-inv-prefix">{t("inventory:layout.slab")}</span>}
        data-testid="layout-slab"
      />
      <div className="sw-inv-scan">
        <Input
          disabled={!scope}
          allowClear
          value={scan}
          onChange={(e) => {
            setScan(e.target.value);
            setScanMiss(null);
          }}
          onPressEnter={() => void findScanned()}
          prefix={<ScanOutlined />}
          suffix={scanning ? <Spin size="small" /> : undefined}
          placeholder={t("inventory:layout.scanPlaceholder")}
          aria-label={t("inventory:layout.scan")}
          status={scanMiss ? "error" : undefined}
          style={{ width: "100%" }}
          data-testid="layout-scan"
        />
        <div className="sw-inv-scan-miss" aria-live="polite" data-testid="layout-scan-miss">
          {scanMiss ? t("inventory:layout.scanMiss", { barcode: scanMiss }) : null}
        </div>
      </div>
    </div>
  );
}
