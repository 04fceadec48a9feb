import { MENUS, type MenuDef } from "@stoneworks/shared";

/**
 * The sidebar tree: menus the user holds AND that have a screen in this build; a group shows when
 * at least one of its children does. A group with a single visible child collapses into that child
 * (with the group's icon) so "Home → Workbench" is one entry.
 */
export interface SidebarNode {
  menu: MenuDef;
  icon?: string;
  children?: SidebarNode[];
}

export function buildSidebar(held: readonly number[], routable: ReadonlySet<number>): SidebarNode[] {
  const holds = new Set(held);
  const visibleLeaf = (m: MenuDef) => holds.has(m.id) && !m.hidden && !!m.path && routable.has(m.id);
  const nodes: SidebarNode[] = [];
  for (const top of MENUS.filter((m) => m.parent === null)) {
    const children = MENUS.filter((m) => m.parent === top.id && visibleLeaf(m)).map((m) => ({ menu: m }));
    if (children.length === 0) {
      if (visibleLeaf(top)) nodes.push({ menu: top, icon: top.icon });
    } else if (children.length === 1 && !top.path) {
      nodes.push({ menu: children[0].menu, icon: top.icon });
    } else if (holds.has(top.id) || children.length > 0) {
      nodes.push({ menu: top, icon: top.icon, children });
    }
  }
  return nodes;
}
