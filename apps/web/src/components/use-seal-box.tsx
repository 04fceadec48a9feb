import type { BoxChanged } from "@stoneworks/shared";
import { type ButtonProps, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client.ts";

/** The 1003 of a seal short of the packing list not confirmed: `data.missing` names the boards. */
function missingOfSeal(err: unknown): string[] | null {
  if (!(err instanceof ApiError) || err.code !== 1003) return null;
  const d = err.data as { action?: string; missing?: unknown } | null;
  return d?.action === "seal" && Array.isArray(d.missing) ? (d.missing as string[]) : null;
}

/**
 * Sealing a packing box from any screen (docs/api-floor.md "Packing"): `send(false)` first; when the
 * server answers that boards of its packing list are missing, a confirmation names them ("seal short?")
 * and `send(true)` seals it short. Resolves with the sealed box, or null when the operator declined;
 * any other refusal is rethrown for the screen to show. `send` should be a silent request.
 */
export function useSealBox() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const seal = async (
    code: string,
    send: (confirmShort: boolean) => Promise<BoxChanged>,
  ): Promise<BoxChanged | null> => {
    try {
      return await send(false);
    } catch (err) {
      const missing = missingOfSeal(err);
      if (!missing) throw err;
      return new Promise<BoxChanged | null>((resolve, reject) => {
        modal.confirm({
          title: t("app:sealShort.title", { code }),
          content: (
            <div data-testid="seal-short-confirm">
              <p>{t("app:sealShort.body", { count: missing.length })}</p>
              <ul style={{ maxHeight: 240, overflow: "auto", paddingLeft: 20 }}>
                {missing.map((c) => (
                  <li key={c} data-testid="seal-short-board">
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          ),
          okText: t("app:sealShort.ok"),
          cancelText: t("app:actions.cancel"),
          okButtonProps: { danger: true, "data-testid": "seal-short-ok" } as ButtonProps,
          cancelButtonProps: { "data-testid": "seal-short-cancel" } as ButtonProps,
          onOk: async () => {
            try {
              resolve(await send(true));
            } catch (e) {
              reject(e);
            }
          },
          onCancel: () => resolve(null),
        });
      });
    }
  };
  return { seal, holder };
}
