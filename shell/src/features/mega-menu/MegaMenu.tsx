import { useCallback, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@vitrina/shared/core';
import { ChevronDownIcon } from '../top-bar/icons';
import { listCss, rootCss, topLinkCss, triggerCss, type MegaMenuFocus } from './megaMenuStyles';
import type { MegaMenuPanelProps } from './MegaMenuPanel';
import { megaMenuCopy } from './copy';
import { shellCopy } from '../../app/shellCopy';

// Radix NavigationMenu and its dependencies would weigh on the first load for a panel most visitors never open.
// The top bar paints this light copy of the menu's closed state (same elements, same styles); the first hover,
// focus or click loads MegaMenuPanel, which replaces it and carries on: open if the click came first, focus kept.
const loadPanel = () => import('./MegaMenuPanel');

const Root = styled.nav`
  ${rootCss}
`;

const List = styled.ul`
  ${listCss}
`;

const Trigger = styled.button`
  ${triggerCss}
`;

const TopLink = styled(Link)`
  ${topLinkCss}
`;

interface LoadedPanel {
  Panel: ComponentType<MegaMenuPanelProps>;
  open: boolean;
  focus: MegaMenuFocus;
}

/** Desktop navigation: the Categorías mega-menu and the Explorar link (see MegaMenuPanel). */
export function MegaMenu() {
  const [loaded, setLoaded] = useState<LoadedPanel | null>(null);
  const [openRequested, setOpenRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const exploreRef = useRef<HTMLAnchorElement>(null);
  const panel = useRef<ComponentType<MegaMenuPanelProps> | null>(null);
  const loading = useRef(false);
  const wantsOpen = useRef(false);
  // Between pointerdown and click the element under the pointer must stay, or the click is lost.
  const pressing = useRef(false);

  const swap = useCallback(() => {
    if (!panel.current || pressing.current) return;
    const active = document.activeElement;
    const focus: MegaMenuFocus =
      active === triggerRef.current ? 'trigger' : active === exploreRef.current ? 'explore' : null;
    setLoaded({ Panel: panel.current, open: wantsOpen.current, focus });
  }, []);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadPanel().then(
      (module) => {
        panel.current = module.MegaMenuPanel;
        swap();
      },
      () => {
        // A failed chunk (offline): the next hover or click tries again; the light menu keeps working as links.
        loading.current = false;
      },
    );
  }, [swap]);

  const release = useCallback(() => {
    // After the click that follows this pointerup (same task) has been handled.
    setTimeout(() => {
      pressing.current = false;
      swap();
    }, 0);
  }, [swap]);

  if (loaded) return <loaded.Panel defaultOpen={loaded.open} focus={loaded.focus} />;

  return (
    <Root
      aria-label={megaMenuCopy.mainNavigation}
      dir="ltr"
      data-orientation="horizontal"
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={() => {
        pressing.current = true;
        load();
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onPointerLeave={release}
    >
      <div style={{ position: 'relative' }}>
        <List data-orientation="horizontal" dir="ltr">
          <li>
            <Trigger
              ref={triggerRef}
              type="button"
              data-state={openRequested ? 'open' : 'closed'}
              aria-expanded={openRequested}
              onClick={() => {
                wantsOpen.current = true;
                setOpenRequested(true);
                load();
                swap();
              }}
            >
              {shellCopy.categories}
              <ChevronDownIcon size={16} />
            </Trigger>
          </li>
          <li>
            <TopLink ref={exploreRef} to={paths.products}>
              {megaMenuCopy.explore}
            </TopLink>
          </li>
        </List>
      </div>
    </Root>
  );
}
