import { BarcodeOutlined, ReloadOutlined, SettingOutlined, UploadOutlined } from "@ant-design/icons";
import { Menu } from "@stoneworks/shared";
import { useQueryClient } from "@tanstack/react-query";
import type { InputRef } from "antd";
import { Button, Card, Input, Tabs } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { slabApi } from "../../../api/inventory.ts";
import { toastWarning } from "../../../lib/feedback.ts";
import { FRESH_QUERY } from "../../../lib/navigation.ts";
import { slabDetailPath } from "../../../lib/paths.ts";
import { usePermission } from "../../../lib/permission.ts";
import { inventoryKeys } from "../api/inventory-api.ts";
import { BlockTable } from "../components/BlockTable.tsx";
import { ImportSlabsModal } from "../components/ImportSlabsModal.tsx";
import { RemnantRulesModal } from "../components/RemnantRulesModal.tsx";
import { SlabTable } from "../components/SlabTable.tsx";
import type { UpdateQuery } from "../components/stock-paging.ts";
import "../../../components/page.css";
import "../inventory.css";

/** /slabQuery (2200): slabs and blocks in stock, barcode scan first, slab import. */
export default function SlabQueryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = usePermission(Menu.SlabQuery);
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "blocks" ? "blocks" : "slabs";
  const [importing, setImporting] = useState(false);
  const [rules, setRules] = useState(false);
  const scanRef = useRef<InputRef>(null);
  const [scan, setScan] = useState("");
  const [scanning, setScanning] = useState(false);

  // Scan-first: the barcode box has the focus whenever the page is shown.
  useEffect(() => {
    scanRef.current?.focus();
  }, []);

  /** Merges query values (undefined removes one); a filter change goes back to page 1. */
  const update: UpdateQuery = (patch, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === "") next.delete(k);
      else next.set(k, String(v));
    }
    if (!keepPage) next.delete("pageNum");
    setParams(next, { replace: true, state: FRESH_QUERY });
  };

  const submitScan = async () => {
    const barcode = scan.trim();
    if (!barcode || scanning) return;
    setScanning(true);
    try {
      const page = await slabApi.list({ pageNum: 1, pageSize: 2, barcode });
      if (page.total === 1 && page.list[0]) {
        const s = page.list[0];
        navigate(slabDetailPath(s.slabId, s.barcode));
        return;
      }
      if (page.total === 0) toastWarning(t("inventory:query.scanNone", { barcode }));
      // Show what the scan found (none or several) in the list.
      const next = new URLSearchParams();
      next.set("barcode", barcode);
      setParams(next, { replace: true, state: FRESH_QUERY });
    } catch {
      // the client toasted it
    } finally {
      setScanning(false);
      setScan("");
      scanRef.current?.focus();
    }
  };

  return (
    <div className="sw-page" data-testid="slab-query-page">
      <Card className="sw-page-card">
        <div className="sw-inv-head">
          <h2>{t("inventory:query.title")}</h2>
          <div className="sw-inv-scan">
            <Input
              ref={scanRef}
              size="large"
              autoFocus
              allowClear
              prefix={<BarcodeOutlined />}
              placeholder={t("inventory:query.scanPlaceholder")}
              value={scan}
              onChange={(e) => setScan(e.target.value)}
              onPressEnter={() => void submitScan()}
              disabled={scanning}
              autoComplete="off"
              data-testid="slab-scan"
            />
          </div>
          <span className="sw-toolbar-spacer" />
          <Button
            icon={<ReloadOutlined />}
            aria-label={t("app:actions.refresh")}
            onClick={() => void client.invalidateQueries({ queryKey: inventoryKeys.all })}
          />
          <Button
            icon={<SettingOutlined />}
            onClick={() => can.check() && setRules(true)}
            data-testid="remnant-rules"
          >
            {t("inventory:remnant.rulesButton")}
          </Button>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => can.check() && setImporting(true)}
            data-testid="slab-import"
          >
            {t("inventory:import.button")}
          </Button>
        </div>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams(k === "blocks" ? { tab: k } : {}, { replace: true, state: FRESH_QUERY })}
          items={[
            {
              key: "slabs",
              label: <span data-testid="tab-slabs">{t("inventory:query.tabSlabs")}</span>,
              children: <SlabTable params={params} update={update} />,
            },
            {
              key: "blocks",
              label: <span data-testid="tab-blocks">{t("inventory:query.tabBlocks")}</span>,
              children: (
                <BlockTable
                  params={params}
                  update={update}
                  openBlock={(b) =>
                    setParams({ blockId: b.blockId, blockLabel: b.blockNo }, { state: FRESH_QUERY })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
      <RemnantRulesModal open={rules} onClose={() => setRules(false)} />
      <ImportSlabsModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void client.invalidateQueries({ queryKey: inventoryKeys.all })}
      />
    </div>
  );
}
