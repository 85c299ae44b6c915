/** The chart's height, known before uPlot loads so its skeleton holds the same place (no layout shift). */
export const CHART_HEIGHT_PX = 200;
