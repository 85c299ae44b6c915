import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import type { PricePoint } from './priceHistoryQueries';
import { formatDate, formatPrice } from '@vitrina/shared/core';
import { CHART_HEIGHT_PX } from './chartSize';

// The few rules of uPlot's stylesheet the chart needs (no legend, no title), so no CSS file is loaded.
const Frame = styled.div`
  width: 100%;
  height: ${CHART_HEIGHT_PX}px;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    font-family: ${({ theme }) => theme.fonts.body};
    line-height: 1.5;
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-select {
    background: rgba(0, 0, 0, 0.07);
    position: absolute;
    pointer-events: none;
  }
  .u-legend {
    display: none;
  }
`;

/**
 * The price line drawn with uPlot (about 20 KB gzip, shared and loaded only with this chart, on the product page).
 * Decorative for assistive tech: the panel gives the same points as a table.
 */
export function PriceHistoryChart({ points }: { points: readonly PricePoint[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = frame.current;
    if (!element || points.length === 0) return undefined;
    const xs = points.map((point) => Math.floor(new Date(point.recorded_at).getTime() / 1000));
    const ys = points.map((point) => point.price);
    // One point draws as a flat line across a day, so a new listing still shows its price.
    const data: uPlot.AlignedData =
      xs.length === 1
        ? [
            [xs[0]! - 86_400, xs[0]!],
            [ys[0]!, ys[0]!],
          ]
        : [xs, ys];
    const axis = {
      stroke: theme.colors.textMuted,
      font: `12px ${theme.fonts.body}`,
      grid: { stroke: theme.colors.surfaceMuted },
      ticks: { show: false },
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT_PX,
        legend: { show: false },
        // points light up under the pointer; no crosshair lines across the small chart
        cursor: { x: false, y: false, drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          // at least 80 px between dates so they never overlap at 640 px
          {
            ...axis,
            space: 80,
            values: (_u, ticks) => ticks.map((tick) => formatDate(new Date(tick * 1000), 'dd/MM/yy')),
          },
          { ...axis, size: 72, values: (_u, ticks) => ticks.map((tick) => formatPrice(tick)) },
        ],
        series: [
          {},
          {
            stroke: theme.colors.gold,
            width: 2,
            fill: 'rgba(201, 162, 39, 0.12)',
            points: { show: true, size: 7, stroke: theme.colors.goldDark, fill: theme.colors.surface },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT_PX }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, theme]);

  return <Frame ref={frame} aria-hidden="true" data-testid="price-history-chart" />;
}
