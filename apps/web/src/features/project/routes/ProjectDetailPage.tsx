import { ArrowLeftOutlined, ReloadOutlined } from "@ant-design/icons";
import type { ProjectDetail } from "@stoneworks/shared";
import { Code, canProject, Menu } from "@stoneworks/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Result, Space, Spin, Tabs } from "antd";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { usePermission } from "../../../lib/permission.ts";
import { projectDetailQuery, projectKeys } from "../api/project-api.ts";
import { MaterialsTab } from "../components/MaterialsTab.tsx";
import { OverviewTab } from "../components/OverviewTab.tsx";
import { PackingTab } from "../components/PackingTab.tsx";
import { ProcessingTab } from "../components/ProcessingTab.tsx";
import { ProjectFlags } from "../components/ProjectFlags.tsx";
import { allowedActions } from "../components/project-links.ts";
import { ReviewStatusTag } from "../components/ReviewStatusTag.tsx";
import { SettingsTab } from "../components/SettingsTab.tsx";
import { useProjectActions } from "../components/use-project-actions.tsx";
import "../../../components/page.css";
import "../project.css";

const TABS = ["overview", "materials", "processing", "packing", "settings"] as const;
type DetailTab = (typeof TABS)[number];

/**
 * /layoutReview/projectDetail?projectId=… (2100): one project with its tabs overview, materials,
 * second processing, packing list and settings; the header carries the review actions the state
 * allows and the cloud-layout button. The tab is kept in the URL.
 */
export interface ProjectDetailPageProps {
  /**
   * The cloud-layout button of the header, handed in by the app layer (the layout feature owns it);
   * `onAccepted` refreshes the project after plans were accepted.
   */
  layoutButton?: (project: { projectId: string; onAccepted: () => void }) => ReactNode;
}

export default function ProjectDetailPage({ layoutButton }: ProjectDetailPageProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = usePermission(Menu.LayoutReview);
  const [params, setParams] = useSearchParams();
  const projectId = params.get("projectId") ?? "";
  const tabParam = params.get("tab");
  const tab: DetailTab = (TABS as readonly string[]).includes(tabParam ?? "")
    ? (tabParam as DetailTab)
    : "overview";
  const detail = useQuery(projectDetailQuery(projectId));
  // The flags as they were before this visit (opening the detail clears them on the server).
  const firstFlags = useRef<{ id: string; isNew: boolean; hasUpdate: boolean } | null>(null);
  if (detail.data && firstFlags.current?.id !== projectId) {
    firstFlags.current = { id: projectId, isNew: detail.data.isNew, hasUpdate: detail.data.hasUpdate };
  }

  const setTab = (k: string) => {
    const q = new URLSearchParams(params);
    if (k === "overview") q.delete("tab");
    else q.set("tab", k);
    setParams(q, { replace: true });
  };
  const refresh = () => client.invalidateQueries({ queryKey: projectKeys.all });
  // Without a query the shell restores the list's last one (breadcrumb memory).
  const backToList = () => navigate("/layoutReview");

  const actions = useProjectActions({
    onDone: (action) => {
      void client.invalidateQueries({ queryKey: projectKeys.list });
      if (action === "delete") backToList();
      else void refresh();
    },
    onStale: () => void refresh(),
    onOpenSettings: () => setTab("settings"),
  });

  // Keep the breadcrumb's last step the project's current name.
  const name = detail.data?.name;
  useEffect(() => {
    if (!name || params.get("breadcrumbTitle") === name) return;
    const q = new URLSearchParams(params);
    q.set("breadcrumbTitle", name);
    setParams(q, { replace: true });
  }, [name, params, setParams]);

  if (!projectId || (detail.error instanceof ApiError && detail.error.code === Code.NotFound)) {
    return (
      <Card className="sw-page-card">
        <Result
          status="404"
          title={t("project:detail.notFound")}
          extra={
            <Button type="primary" onClick={backToList}>
              {t("project:detail.backToList")}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!detail.data) {
    return (
      <div className="sw-pj-page-loading">
        <Spin />
      </div>
    );
  }
  const p = detail.data;
  const allowed = allowedActions(p.reviewStatus);
  const flags = firstFlags.current ?? p;

  return (
    <div className="sw-page" data-testid="project-detail-page" data-status={p.reviewStatus}>
      <Card className="sw-page-card">
        <div className="sw-page-head">
          <div className="sw-pj-project-head">
            <Space size={8} wrap>
              <Button
                type="text"
                size="small"
                icon={<ArrowLeftOutlined />}
                onClick={backToList}
                aria-label={t("project:detail.backToList")}
              />
              <h2 data-testid="project-name">{p.name}</h2>
              <ReviewStatusTag status={p.reviewStatus} />
              <ProjectFlags isNew={flags.isNew} hasUpdate={flags.hasUpdate} />
            </Space>
            <p>
              {t("project:fields.projectNo")}: <strong data-testid="project-no">{p.projectNo}</strong>
              <span className="sw-pj-dot">·</span>
              {t(`project:projectType.${p.projectType}`)}
              <span className="sw-pj-dot">·</span>
              {t(`project:layoutMode.${p.layoutMode}`)}
            </p>
          </div>
          <Space wrap>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void refresh()}
              aria-label={t("app:actions.refresh")}
            />
            {layoutButton?.({ projectId: p.projectId, onAccepted: () => void refresh() })}
            {allowed.includes("recall") && (
              <Button onClick={() => can.check() && actions.run("recall", p)} data-testid="detail-recall">
                {t("project:actions.recall")}
              </Button>
            )}
            {allowed.includes("delete") && (
              <Button
                danger
                onClick={() => can.check() && actions.run("delete", p)}
                data-testid="detail-delete"
              >
                {t("app:actions.delete")}
              </Button>
            )}
            {allowed.includes("approve") && (
              <Button
                type="primary"
                onClick={() => can.check() && actions.run("approve", p)}
                data-testid="detail-approve"
              >
                {t("project:actions.approve")}
              </Button>
            )}
          </Space>
        </div>
        <ReadinessNotes
          project={p}
          onSettings={() => setTab("settings")}
          onPacking={() => setTab("packing")}
        />
      </Card>
      <Card className="sw-page-card">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: "overview",
              label: t("project:detail.tabs.overview"),
              children: <OverviewTab project={p} />,
            },
            {
              key: "materials",
              label: t("project:detail.tabs.materials"),
              children: <MaterialsTab projectId={p.projectId} />,
            },
            {
              key: "processing",
              label: t("project:detail.tabs.processing"),
              children: <ProcessingTab project={p} />,
            },
            {
              key: "packing",
              label: (
                <span data-testid="tab-packing">
                  {t("project:detail.tabs.packing")}
                  {!p.packing.valid && <span className="sw-pj-tab-dot" />}
                </span>
              ),
              children: <PackingTab projectId={p.projectId} />,
            },
            {
              key: "settings",
              label: (
                <span data-testid="tab-settings">
                  {t("project:detail.tabs.settings")}
                  {canProject(p.reviewStatus, "approve") && p.missingSettings.length > 0 && (
                    <span className="sw-pj-tab-dot" />
                  )}
                </span>
              ),
              children: <SettingsTab project={p} />,
            },
          ]}
        />
      </Card>
      {actions.holder}
    </div>
  );
}

/** While approval is possible: what still stands between the project and approval. */
function ReadinessNotes({
  project: p,
  onSettings,
  onPacking,
}: {
  project: ProjectDetail;
  onSettings: () => void;
  onPacking: () => void;
}) {
  const { t } = useTranslation();
  if (!canProject(p.reviewStatus, "approve")) return null;
  const notes: React.ReactNode[] = [];
  if (p.missingSettings.length) {
    notes.push(
      <Alert
        key="settings"
        type="warning"
        showIcon
        data-testid="missing-settings"
        title={t("project:detail.missingSettings", {
          fields: p.missingSettings
            .map((f) => t(`project:settings.${f}`))
            .join(t("project:detail.listSeparator")),
        })}
        action={
          <Button size="small" type="link" onClick={onSettings}>
            {t("project:actions.openSettings")}
          </Button>
        }
      />,
    );
  }
  if (!p.packing.valid) {
    notes.push(
      <Alert
        key="packing"
        type="error"
        showIcon
        title={t("project:detail.packingInvalid", {
          unpacked: p.packing.unpackedCount,
          empty: p.packing.emptyBoxCount,
        })}
        action={
          <Button size="small" type="link" onClick={onPacking}>
            {t("project:detail.tabs.packing")}
          </Button>
        }
      />,
    );
  }
  if (!notes.length) {
    notes.push(
      <Alert
        key="ready"
        type="success"
        showIcon
        title={t("project:detail.ready")}
        data-testid="ready-note"
      />,
    );
  }
  return <div className="sw-pj-project-notes">{notes}</div>;
}
