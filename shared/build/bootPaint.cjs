// The shell's first paint, written into its HTML: the top bar's frame and the brand, painted as the HTML arrives
// instead of after the shell's scripts have downloaded and run, which left a slow phone's screen white until then
// (Lighthouse mobile FCP in bench pages). React's first render replaces it: createRoot empties #root and
// puts the real top bar in the same place, at the same height, so nothing moves. No links or buttons: nothing to
// click before the app can answer. The values are the theme's (shell/src/app/bootPaint.test.ts compares them with
// shared/src/ui/theme.ts and the top bar's own sizes).

const BOOT_PAINT = {
  brand: 'Vitrina',
  ink: '#0b1630',
  background: '#f7f6f2',
  text: '#14182b',
  textInverse: '#ffffff',
  fontBody: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizeMd: '16px',
  wordmarkSize: '22px',
  /** the top bar's height above and at the mobile breakpoint (640 px, included) */
  barHeight: 72,
  barHeightMobile: 60,
  mobileBreakpoint: 640,
  /** between the breakpoint and 900 px the bar hides the wordmark */
  compactMax: 900,
  /** the Container's side padding: 16 px, 24 px above 640 px (the phone's width, 640 px included, keeps 16) */
  padding: 16,
  paddingAboveMobile: 24,
  maxWidth: 1280,
};

/** The <style> for <head>: the page's background and font as the global style sets them, and the bar. */
function bootPaintStyle() {
  const t = BOOT_PAINT;
  return `<style>
      body { margin: 0; font-family: ${t.fontBody}; font-size: ${t.fontSizeMd}; line-height: 1.5; color: ${t.text};
        background: ${t.background}; -webkit-font-smoothing: antialiased; }
      .vt-boot { position: sticky; top: 0; background: ${t.ink}; border-bottom: 1px solid rgba(201, 162, 39, 0.35);
        box-shadow: 0 6px 24px rgba(11, 22, 48, 0.25); }
      .vt-boot-bar { box-sizing: border-box; display: flex; align-items: center; gap: 8px; width: 100%;
        max-width: ${t.maxWidth}px; height: ${t.barHeight}px; margin: 0 auto; padding: 0 ${t.padding}px;
        color: ${t.textInverse}; }
      .vt-boot-word { font-size: ${t.wordmarkSize}; font-weight: 700; letter-spacing: 0.04em; }
      @media not all and (max-width: ${t.mobileBreakpoint}px) { .vt-boot-bar { padding: 0 ${t.paddingAboveMobile}px; } }
      @media (max-width: ${t.mobileBreakpoint}px) { .vt-boot-bar { height: ${t.barHeightMobile}px; } }
      @media (min-width: ${t.mobileBreakpoint + 1}px) and (max-width: ${t.compactMax}px) {
        .vt-boot-word { display: none; }
      }
    </style>`;
}

/** The markup inside #root: the bar with the brand's mark and wordmark, hidden from assistive technology. */
function bootPaintMarkup() {
  return (
    '<div class="vt-boot" aria-hidden="true"><div class="vt-boot-bar">' +
    '<svg width="32" height="32" viewBox="0 0 32 32" focusable="false">' +
    '<defs><linearGradient id="vt-boot-gold" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#F7DC8A" /><stop offset="1" stop-color="#C9A227" /></linearGradient></defs>' +
    '<rect x="1.5" y="1.5" width="29" height="29" rx="7" fill="none" stroke="url(#vt-boot-gold)" stroke-width="2" />' +
    '<path d="M9 12 L13 8 H19 L23 12 L16 24 Z" fill="url(#vt-boot-gold)" />' +
    '<path d="M9 12 H23 M13 8 L16 12 L19 8 M16 12 V24" stroke="#0B1630" stroke-width="1" stroke-opacity="0.55" ' +
    'fill="none" /></svg>' +
    `<span class="vt-boot-word">${BOOT_PAINT.brand}</span></div></div>`
  );
}

module.exports = { BOOT_PAINT, bootPaintStyle, bootPaintMarkup };
