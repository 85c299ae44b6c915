import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  DASHBOARD_PANEL_DEFAULT_PERCENT,
  DASHBOARD_PANEL_MAX_PERCENT,
  DASHBOARD_PANEL_MIN_PERCENT,
} from '@vitrina/shared/core';
import { dashboardCopy } from './copy';

const Frame = styled.div`
  display: flex;
  align-items: stretch;
`;

const Side = styled.div`
  flex-shrink: 0;
  min-width: 0;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Handle = styled.div`
  position: relative;
  flex-shrink: 0;
  width: 9px;
  margin: 0 -4px;
  z-index: 1;
  cursor: col-resize;
  touch-action: none;
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 4px;
    width: 1px;
    background: ${({ theme }) => theme.colors.border};
    transition: background ${({ theme }) => theme.transitions.fast};
  }
  &:hover::after,
  &[data-dragging='true']::after,
  &:focus-visible::after {
    left: 3px;
    width: 3px;
    background: ${({ theme }) => theme.colors.gold};
  }
  &:focus-visible {
    outline: none;
  }
`;

export function clampPanelPercent(percent: number): number {
  return Math.min(DASHBOARD_PANEL_MAX_PERCENT, Math.max(DASHBOARD_PANEL_MIN_PERCENT, percent));
}

/**
 * Large screens: the side menu in a resizable column (spec §9: 20% by default, between 15% and 20%), dragged with
 * the pointer or moved with the arrow keys on its separator (WAI-ARIA window splitter). Written here rather than
 * with react-resizable-panels: that library would take a large share of the remote's 60 KB budget for one
 * splitter.
 */
export function ResizableFrame({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  const [percent, setPercent] = useState<number>(DASHBOARD_PANEL_DEFAULT_PERCENT);
  const [dragging, setDragging] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current?.getBoundingClientRect();
    if (!frame || frame.width === 0) return;
    setPercent(clampPanelPercent(((clientX - frame.left) / frame.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) moveTo(event.clientX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.releasePointerCapture(event.pointerId);
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: percent - 1,
      ArrowRight: percent + 1,
      Home: DASHBOARD_PANEL_MIN_PERCENT,
      End: DASHBOARD_PANEL_MAX_PERCENT,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setPercent(clampPanelPercent(moves[event.key]!));
  };

  return (
    <Frame ref={frameRef}>
      <Side id="dashboard-menu" style={{ flexBasis: `${percent}%`, width: `${percent}%` }}>
        {sidebar}
      </Side>
      <Handle
        role="separator"
        tabIndex={0}
        aria-label={dashboardCopy.resizeMenu}
        aria-controls="dashboard-menu"
        aria-orientation="vertical"
        aria-valuenow={Math.round(percent)}
        aria-valuemin={DASHBOARD_PANEL_MIN_PERCENT}
        aria-valuemax={DASHBOARD_PANEL_MAX_PERCENT}
        data-dragging={dragging}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />
      <Main>{children}</Main>
    </Frame>
  );
}
