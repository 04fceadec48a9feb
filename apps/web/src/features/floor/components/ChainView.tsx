import type { ChainPath } from "@stoneworks/shared";
import { Steps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { chainPaths } from "../api/tracking-api.ts";

type Step = "block" | "slab" | "cuttingPlan" | "productionPlan" | "board" | "rack" | "box";
const STEPS: readonly Step[] = ["block", "slab", "cuttingPlan", "productionPlan", "board", "rack", "box"];

/**
 * One path of the chain block → slab → cutting plan → production plan / device table → board → rack
 * trip → box (DESIGN §11) as linked steps: each link opens its page (slab detail, its cutting plan,
 * the production plan, the board on its plane, the rack detail, the box detail). A step the object has
 * not reached shows as waiting.
 */
export function ChainView({ path, current }: { path: ChainPath; current?: Step }) {
  const { t } = useTranslation();
  const link = (step: Step): ReactNode => {
    const slab = path.slab;
    switch (step) {
      case "block":
        return path.block?.label;
      case "slab":
        return slab && <Link to={chainPaths.slab(slab.id, slab.label)}>{slab.label}</Link>;
      case "cuttingPlan":
        return (
          path.cuttingPlan &&
          slab && <Link to={chainPaths.cuttingPlan(slab.id, slab.label)}>{t("floor:chain.viewPlan")}</Link>
        );
      case "productionPlan":
        return path.productionPlan ? (
          <span>
            <Link to={chainPaths.productionPlan(path.productionPlan.id, path.productionPlan.label)}>
              {path.productionPlan.label}
            </Link>
            {path.deviceTable && <span className="sw-trk-sub"> · {path.deviceTable}</span>}
          </span>
        ) : (
          path.deviceTable
        );
      case "board":
        return (
          path.board && (
            <span>
              {path.plane ? (
                <Link to={chainPaths.plane(path.plane.id, path.plane.label, path.board.label)}>
                  {path.board.label}
                </Link>
              ) : (
                path.board.label
              )}
              {path.project && (
                <span className="sw-trk-sub">
                  {" "}
                  · {path.project.label} · {path.plane?.label}
                </span>
              )}
            </span>
          )
        );
      case "rack":
        return (
          path.rack && <Link to={chainPaths.rack(path.rack.id, path.rack.label)}>{path.rack.label}</Link>
        );
      case "box":
        return path.box && <Link to={chainPaths.box(path.box.id, path.box.label)}>{path.box.label}</Link>;
    }
  };
  return (
    <Steps
      direction="vertical"
      size="small"
      data-testid="chain-view"
      items={STEPS.map((step) => {
        const content = link(step);
        return {
          title: t(`floor:chain.step.${step}`),
          status: step === current ? "process" : content ? "finish" : "wait",
          description: (
            <span data-testid={`chain-${step}`} data-present={content ? "yes" : "no"}>
              {content || <span className="sw-trk-sub">{t("floor:chain.none")}</span>}
            </span>
          ),
        };
      })}
    />
  );
}
