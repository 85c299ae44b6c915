import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@vitrina/shared/core';
import { useShownUser } from '../top-bar/useShownUser';
import { PlusIcon } from '../top-bar/icons';
import { isContentUnder } from './contentUnder';
import { isFloatingSellButtonVisible } from './floatingSellVisibility';
import { floatingSellButtonCopy } from './copy';

const FloatingLink = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space[6]};
  bottom: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition:
    transform ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.goldLight};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus}, ${({ theme }) => theme.shadows.lg};
  }
  // Over a control or text of the page (a card's 'Pujar', an auction's help text) it steps aside: hidden, out of
  // the tab order, until what is under it scrolls on; the top bar's 'Vende tu Pieza' is always there. Kept while
  // it has the focus.
  &[data-over-content]:not(:focus-visible) {
    visibility: hidden;
    opacity: 0;
  }
  // On a phone a floating button covered the cards' 'Ofertar': there it sits in the page's flow, after
  // the page and before the footer (the sheet menu's 'Vende tu Pieza' is the other way to /sell). In the layout's
  // flex column it would keep its z-index (a flex item stacks even when static) and be drawn over the sticky top bar.
  ${({ theme }) => theme.media.belowMobile} {
    position: static;
    z-index: auto;
    align-self: center;
    margin: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/**
 * What can move content under the button without a scroll or a resize: boxes added or removed (a page's cards
 * arriving), and the attributes that change a box's look or place (a class of styled-components, a style, a section
 * hidden or opened). Not a text changing in place: an auction's countdown rewrites its text every second, and it
 * moves nothing.
 */
const MOVING_CHANGES: MutationObserverInit = {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['class', 'style', 'hidden', 'open'],
};

/**
 * Whether content of the page lies under the floating link, looked at again once a frame at most when the page
 * scrolls, resizes, changes its boxes (MOVING_CHANGES) or its main area changes size (a photo loaded). False while it
 * sits in the page's flow (a phone): then nothing is under it.
 */
function useOverContent(shown: boolean) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [over, setOver] = useState(false);
  useEffect(() => {
    const link = ref.current;
    if (!shown || !link) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const floating = getComputedStyle(link).position === 'fixed';
      setOver(
        floating && isContentUnder(link.getBoundingClientRect(), link, (x, y) => document.elementsFromPoint(x, y)),
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, MOVING_CHANGES);
    const main = document.querySelector('main');
    const sizes = main && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(schedule) : undefined;
    if (main) sizes?.observe(main);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      sizes?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [shown]);
  return { ref, over: shown && over };
}

/** The floating 'Vender un producto' shortcut to /sell. */
export function FloatingSellButton() {
  const { pathname } = useLocation();
  const user = useShownUser();
  const shown = isFloatingSellButtonVisible(pathname, Boolean(user));
  const { ref, over } = useOverContent(shown);
  if (!shown) return null;
  return (
    <FloatingLink ref={ref} to={paths.sell} data-over-content={over ? '' : undefined}>
      <PlusIcon size={20} />
      <span>{floatingSellButtonCopy.sellAProduct}</span>
    </FloatingLink>
  );
}
