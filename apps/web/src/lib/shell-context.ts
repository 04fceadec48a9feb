import { useOutletContext } from "react-router";

/** What the shell hands to the screens it renders (features do not import the app layer). */
export interface ShellLink {
  path: string;
  titleKey: string;
  menuId?: number;
}

export interface ShellContext {
  /** Screens this user may open, in sidebar order (menu screens first, then open pages). */
  links: ShellLink[];
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext | undefined>() ?? { links: [] };
}
