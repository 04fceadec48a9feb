import {
  CloseCircleOutlined,
  CloseOutlined,
  ColumnWidthOutlined,
  DownOutlined,
  LeftOutlined,
  ReloadOutlined,
  RightOutlined,
} from "@ant-design/icons";
import { Button, Dropdown, type MenuProps } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { HOME_PATH } from "../screens.ts";
import { isAffix, tagsStore, useVisitedTags, type VisitedTag } from "./tags-store.ts";

type TagAction = "refresh" | "close" | "closeOthers" | "closeAll";

/** The tag bar of visited views: click to go back, right-click or the menu at the end for actions. */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tags = useVisitedTags();
  const active = tags.find((tag) => tag.path === pathname);
  const { scrollRef, edges, scrollBy } = useTagScroll(pathname, tags.length);

  // The address, not the tag shown active: the router draws a new route in a transition, so right after a
  // navigation the bar can still show the previous route active, and a click on it must still go there.
  const goTo = (tag: VisitedTag) => {
    if (window.location.pathname !== tag.path) navigate(`${tag.path}${tag.search}`);
  };
  /** The tag of the address: what the refresh button acts on, for the same reason. */
  const atAddress = () => tags.find((tag) => tag.path === window.location.pathname) ?? active;

  const run = (action: TagAction, tag: VisitedTag) => {
    if (action === "refresh") {
      navigate(`/redirect${tag.path}${tag.search}`, { replace: true });
      return;
    }
    if (action === "close") {
      const index = tags.findIndex((x) => x.path === tag.path);
      tagsStore.close(tag.path);
      if (tag.path === pathname) {
        const next = tags[index + 1] ?? tags[index - 1] ?? tags[0];
        navigate(next ? `${next.path}${next.search}` : HOME_PATH);
      }
      return;
    }
    if (action === "closeOthers") {
      tagsStore.closeOthers(tag.path);
      if (tag.path !== pathname) navigate(`${tag.path}${tag.search}`);
      return;
    }
    tagsStore.closeAll();
    if (pathname !== HOME_PATH) navigate(HOME_PATH);
  };

  const menuFor = (tag: VisitedTag): MenuProps => ({
    items: [
      {
        key: "refresh",
        icon: <ReloadOutlined />,
        label: <span data-testid="tag-action-refresh">{t("app:tags.refresh")}</span>,
      },
      {
        key: "close",
        icon: <CloseOutlined />,
        disabled: isAffix(tag.path),
        label: <span data-testid="tag-action-close">{t("app:tags.close")}</span>,
      },
      {
        key: "closeOthers",
        icon: <ColumnWidthOutlined />,
        label: <span data-testid="tag-action-closeOthers">{t("app:tags.closeOthers")}</span>,
      },
      {
        key: "closeAll",
        icon: <CloseCircleOutlined />,
        label: <span data-testid="tag-action-closeAll">{t("app:tags.closeAll")}</span>,
      },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TagAction, tag);
    },
  });

  return (
    <div className="sw-tags" data-testid="tags-view">
      {(edges.left || edges.right) && (
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined />}
          disabled={!edges.left}
          aria-label={t("app:tags.scrollLeft")}
          data-testid="tags-scroll-left"
          onClick={() => scrollBy(-1)}
        />
      )}
      <div className="sw-tags-scroll" ref={scrollRef} data-testid="tags-scroll">
        {tags.map((tag) => {
          const isActive = tag.path === pathname;
          return (
            <Dropdown key={tag.path} trigger={["contextMenu"]} menu={menuFor(tag)}>
              {/* biome-ignore lint/a11y/useSemanticElements: a tag holds its own close button, so it cannot be a <button> */}
              <div
                role="button"
                tabIndex={0}
                className={isActive ? "sw-tag sw-tag-active" : "sw-tag"}
                data-testid="tag"
                data-path={tag.path}
                onClick={() => goTo(tag)}
                onKeyDown={(e) => e.key === "Enter" && goTo(tag)}
              >
                {isActive && <span className="sw-tag-dot" />}
                <span className="sw-tag-title">{t(tag.titleKey)}</span>
                {!isAffix(tag.path) && (
                  <CloseOutlined
                    className="sw-tag-close"
                    data-testid="tag-close"
                    aria-label={t("app:tags.close")}
                    onClick={(e) => {
                      e.stopPropagation();
                      run("close", tag);
                    }}
                  />
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {(edges.left || edges.right) && (
        <Button
          size="small"
          type="text"
          icon={<RightOutlined />}
          disabled={!edges.right}
          aria-label={t("app:tags.scrollRight")}
          data-testid="tags-scroll-right"
          onClick={() => scrollBy(1)}
        />
      )}
      <div className="sw-tags-actions">
        <Button
          size="small"
          type="text"
          icon={<ReloadOutlined />}
          data-testid="tags-refresh"
          aria-label={t("app:tags.refresh")}
          title={t("app:tags.refresh")}
          onClick={() => {
            const current = atAddress();
            if (current) run("refresh", current);
          }}
        />
        <Dropdown trigger={["click"]} menu={active ? menuFor(active) : { items: [] }} placement="bottomRight">
          <Button size="small" type="text" data-testid="tags-more">
            {t("app:tags.actions")} <DownOutlined />
          </Button>
        </Dropdown>
      </div>
    </div>
  );
}

/**
 * The tag strip scrolls sideways: the active tag is brought into view whenever the route or the tags
 * change and whenever the strip or a tag changes size (the shell settling on first load, a font or a
 * language arriving, the arrows appearing, the window resized), the wheel scrolls it, and `edges` says
 * whether tags are hidden to the left or right (the arrows are shown then). Scrolling by hand (arrows,
 * wheel, scrollbar) resizes nothing, so it is left alone.
 */
function useTagScroll(pathname: string, count: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((old) => (old.left === left && old.right === right ? old : { left, right }));
  }, []);

  const reveal = useCallback(() => {
    const el = scrollRef.current;
    const tag = el?.querySelector<HTMLElement>(".sw-tag-active");
    if (!el || !tag) return;
    const margin = 24;
    const start = tag.offsetLeft; // the strip is the offset parent (position: relative)
    const end = start + tag.offsetWidth;
    if (start - margin < el.scrollLeft) el.scrollLeft = Math.max(0, start - margin);
    else if (end + margin > el.scrollLeft + el.clientWidth) el.scrollLeft = end + margin - el.clientWidth;
  }, []);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (el.scrollWidth <= el.clientWidth || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return;
      el.scrollLeft += e.deltaY;
      e.preventDefault();
    };
    el.addEventListener("scroll", measure, { passive: true });
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      el.removeEventListener("scroll", measure);
      el.removeEventListener("wheel", onWheel);
    };
  }, [measure]);

  // The strip and every tag are watched for size changes (the tags are new whenever `count` changes);
  // a new route or tag moves the active tag.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and count are the triggers
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    reveal();
    measure();
    const observer = new ResizeObserver(() => {
      reveal();
      measure();
    });
    observer.observe(el);
    for (const tag of el.children) observer.observe(tag);
    return () => observer.disconnect();
  }, [pathname, count, reveal, measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scrollRef.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.6, behavior: "smooth" });
  };
  return { scrollRef, edges, scrollBy };
}
