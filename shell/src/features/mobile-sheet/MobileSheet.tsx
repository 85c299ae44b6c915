import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { MenuIcon } from '../top-bar/icons';
import { mobileSheetCopy } from './copy';

// The sheet's Radix Dialog and Accordion load on the first tap, not with every first paint.
const loadPanel = () => import('./MobileSheetPanel');
const MobileSheetPanel = lazy(loadPanel);

const Hamburger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** Mobile navigation: a hamburger that opens a right-side sheet with the main actions and every category link. */
export function MobileSheet() {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first open so the sheet can animate out and open again without a load.
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <Hamburger
        type="button"
        aria-label={mobileSheetCopy.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </Hamburger>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileSheetPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
