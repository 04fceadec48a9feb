import type { BoxDetail, BoxPlannedBoard } from "@stoneworks/shared";
import { useQuery } from "@tanstack/react-query";
import { Form, Input, Modal, type RefSelectProps, Select } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { packingApi } from "../../../api/floor.ts";
import { toastSuccess } from "../../../lib/feedback.ts";
import { boxKeys } from "../api/packing-api.ts";

/**
 * A supervisor (menu 2600) lists a board of this box's packing list for another box of the same
 * project (`packingApi.move`, audited with the reason): the packing list follows. Keyboard: the box
 * select has the focus (type to search, Enter chooses), Tab to the reason, Enter moves.
 */
export function BoxMoveModal({
  box,
  board,
  onClose,
  onMoved,
}: {
  box: BoxDetail;
  board: BoxPlannedBoard;
  onClose: () => void;
  onMoved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ toBoxId: string; reason: string }>();
  const [busy, setBusy] = useState(false);
  const select = useRef<RefSelectProps>(null);
  const boxes = useQuery({
    queryKey: boxKeys.project(box.projectId),
    queryFn: () => packingApi.boxes({ projectId: box.projectId, pageNum: 1, pageSize: 200 }),
  });
  const options = (boxes.data?.list ?? [])
    .filter((x) => x.boxId !== box.boxId && x.status !== "done")
    .map((x) => ({ value: x.boxId, label: x.code }));
  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v) return;
    setBusy(true);
    try {
      const r = await packingApi.move({ boardId: board.boardId, toBoxId: v.toBoxId, reason: v.reason });
      toastSuccess(t("floor:box.moved", { code: r.code, box: r.toBoxCode }));
      await onMoved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t("floor:box.moveTitle", { code: board.code, box: box.code })}
      okText={t("floor:box.moveOk")}
      okButtonProps={{ loading: busy, id: "box-move-ok" }}
      onOk={() => void submit()}
      onCancel={onClose}
      // The box select takes the focus once the dialog is open (the dialog's own focus would keep it).
      afterOpenChange={(open) => open && select.current?.focus()}
      destroyOnHidden
    >
      <p className="sw-sub-text">{t("floor:box.moveHint")}</p>
      <Form form={form} layout="vertical" initialValues={{ reason: "" }}>
        <Form.Item
          name="toBoxId"
          label={t("floor:box.moveTo")}
          rules={[{ required: true, message: t("floor:box.moveToRequired") }]}
        >
          <Select
            ref={select}
            autoFocus
            showSearch
            optionFilterProp="label"
            loading={boxes.isLoading}
            options={options}
            notFoundContent={boxes.isLoading ? undefined : t("floor:box.moveNoBox")}
            data-testid="box-move-target"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("floor:box.moveReason")}
          rules={[{ required: true, whitespace: true, max: 200, message: t("floor:box.moveReasonRequired") }]}
        >
          <Input maxLength={200} onPressEnter={() => void submit()} data-testid="box-move-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
