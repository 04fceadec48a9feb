import { DownloadOutlined, FileExcelOutlined, InboxOutlined } from "@ant-design/icons";
import type { ProjectImportResult } from "@stoneworks/shared";
import { Code, PROJECT_IMPORT_LIMITS } from "@stoneworks/shared";
import { Alert, Button, Modal, Progress, Space, Upload } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { projectFiles } from "../../../api/project.ts";
import {
  type ImportProblem,
  ImportProblemsTable,
  importProblemsOf,
} from "../../../components/ImportProblemsTable.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { toastError } from "../../../lib/feedback.ts";
import type { UploadProgress } from "../../../lib/upload-progress.ts";

/** The server's message (it asks to check the packing list when that is the problem) and the rows. */
interface Refusal {
  message: string;
  problems: ImportProblem[];
  total: number;
}

/**
 * Upload a project spreadsheet: download the template (zh or en), choose an .xlsx, upload with the
 * real byte progress then "processing" until the server answers. A refused file (1009) shows every
 * problem by sheet, row and field; a packing-list problem asks to check it and upload again.
 */
export function UploadProjectModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (result: ProjectImportResult) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProgress(null);
    setRefusal(null);
  }, [open]);

  const busy = progress !== null;

  const choose = (f: File) => {
    setRefusal(null);
    if (!/\.xlsx$/i.test(f.name)) {
      toastError(t("project:upload.badType"));
      return false;
    }
    if (f.size > PROJECT_IMPORT_LIMITS.fileBytes) {
      toastError(t("project:upload.tooLarge"));
      return false;
    }
    setFile(f);
    return false;
  };

  const download = async (lang: "zh-CN" | "en-US") => {
    setDownloading(lang);
    try {
      await projectFiles.downloadTemplate({ lang });
    } catch {
      // the client already said what went wrong
    } finally {
      setDownloading(null);
    }
  };

  const upload = async () => {
    if (!file) return;
    setRefusal(null);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const result = await projectFiles.upload(file, {
        onProgress: setProgress,
        signal: controller.signal,
        silent: true,
      });
      onImported(result);
    } catch (err) {
      if (err instanceof ApiError && err.kind === "business") {
        if (err.code === Code.ImportInvalid) {
          const { rows, total } = importProblemsOf(err.data);
          setRefusal({ message: err.message, problems: rows, total });
        } else if (err.code !== null && err.code >= 1000) {
          setRefusal({ message: err.message, problems: [], total: 0 });
        }
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const cancel = () => {
    abort.current?.abort();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("project:upload.title")}
      onCancel={cancel}
      width={refusal?.problems.length ? 860 : 560}
      maskClosable={!busy}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel}>
          {t("app:actions.cancel")}
        </Button>,
        <Button
          key="upload"
          type="primary"
          disabled={!file}
          loading={busy}
          onClick={upload}
          data-testid="upload-submit"
        >
          {t("project:upload.submit")}
        </Button>,
      ]}
    >
      <div className="sw-pj-upload" data-testid="upload-dialog">
        <div className="sw-pj-upload-template">
          <span>{t("project:upload.templateHint")}</span>
          <Space wrap>
            <Button
              icon={<DownloadOutlined />}
              loading={downloading === "zh-CN"}
              onClick={() => download("zh-CN")}
              data-testid="template-zh"
            >
              {t("project:upload.templateZh")}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={downloading === "en-US"}
              onClick={() => download("en-US")}
              data-testid="template-en"
            >
              {t("project:upload.templateEn")}
            </Button>
          </Space>
        </div>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={choose}
          data-testid="upload-file"
        >
          <p className="ant-upload-drag-icon">{file ? <FileExcelOutlined /> : <InboxOutlined />}</p>
          {file ? (
            <p className="ant-upload-text" data-testid="upload-file-name">
              {file.name} <span className="sw-sub-text">({formatSize(file.size)})</span>
            </p>
          ) : (
            <p className="ant-upload-text">{t("project:upload.choose")}</p>
          )}
          <p className="ant-upload-hint">{t("project:upload.limits")}</p>
        </Upload.Dragger>
        {progress && (
          <div className="sw-pj-upload-progress" data-testid="upload-progress" data-phase={progress.phase}>
            <Progress
              percent={progress.percent}
              status={progress.phase === "processing" ? "active" : "normal"}
              size="small"
            />
            <span className="sw-sub-text">
              {progress.phase === "processing"
                ? t("project:upload.processing")
                : t("project:upload.sending", { percent: progress.percent })}
            </span>
          </div>
        )}
        {refusal && (
          <div className="sw-pj-upload-refusal" data-testid="upload-refused">
            <Alert
              type="error"
              showIcon
              title={refusal.message}
              description={
                refusal.problems.length
                  ? refusal.total > refusal.problems.length
                    ? t("project:upload.someProblems", {
                        shown: refusal.problems.length,
                        total: refusal.total,
                      })
                    : t("project:upload.allProblems", { total: refusal.total })
                  : undefined
              }
            />
            {refusal.problems.length > 0 && <ImportProblemsTable rows={refusal.problems} />}
          </div>
        )}
      </div>
    </Modal>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
