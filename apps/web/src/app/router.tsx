import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from "react-router";
import { withNamespaces } from "../lib/i18n.ts";
import { registerNavigate } from "../lib/navigation.ts";
import { OPEN_PAGES, SCREENS, USER_PAGES } from "./screens.ts";

/** Route handle read by the shell: which menu id guards the route, or none for open pages. */
export interface RouteHandle {
  menuId?: number;
  open?: boolean;
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Shown while the first screen's code loads (a lazy route), instead of nothing and a router warning. */
function FirstLoad() {
  return <div className="sw-first-load" />;
}

const screens: RouteObject[] = [
  { path: "/", element: <Navigate to="/login" replace /> },
  { path: "/login", lazy: page(() => import("../features/auth/routes/LoginPage.tsx")) },
  {
    path: "/userInfo",
    lazy: page(() =>
      withNamespaces(["account", "forms"], () => import("../features/account/routes/UserInfoPage.tsx")),
    ),
  },
  { path: "/404", lazy: page(() => import("../features/errors/routes/NotFoundPage.tsx")) },
  { path: "/401", lazy: page(() => import("../features/errors/routes/ForbiddenPage.tsx")) },
  {
    lazy: page(() => import("./shell/Shell.tsx")),
    children: [
      ...SCREENS.map(
        (s): RouteObject => ({
          path: s.path,
          handle: { menuId: s.menuId } satisfies RouteHandle,
          lazy: page(s.load),
        }),
      ),
      ...OPEN_PAGES.map(
        (p): RouteObject => ({
          path: p.path,
          handle: { open: true } satisfies RouteHandle,
          lazy: page(p.load),
        }),
      ),
      ...USER_PAGES.map(
        (p): RouteObject => ({ path: p.path, handle: {} satisfies RouteHandle, lazy: page(p.load) }),
      ),
      {
        path: "/reload",
        handle: { open: true } satisfies RouteHandle,
        lazy: page(() => import("./shell/ReloadPage.tsx")),
      },
      {
        path: "/redirect/*",
        handle: { open: true } satisfies RouteHandle,
        lazy: page(() => import("./shell/RedirectPage.tsx")),
      },
    ],
  },
  { path: "*", element: <Navigate to="/404" replace /> },
];

const routes: RouteObject[] = [{ HydrateFallback: FirstLoad, children: screens }];

const router = createBrowserRouter(routes);
registerNavigate((to, opts) => void router.navigate(to, opts));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
