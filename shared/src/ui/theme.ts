import { abovePhone, onPhone } from './phoneWidth';

/** The one theme object: deep ink/navy with a gold accent, a collectibles-vault look. */
export const theme = {
  colors: {
    ink: '#0b1630',
    navy: '#13244a',
    navyLight: '#1f3566',
    gold: '#c9a227',
    goldLight: '#e6c65c',
    // 4.5:1 or more on white, surface and surfaceMuted (axe color-contrast; #9c7c12 was 3.66-3.95)
    goldDark: '#7d630e',
    background: '#f7f6f2',
    surface: '#ffffff',
    surfaceMuted: '#f0eee7',
    border: '#dcd8cc',
    text: '#14182b',
    textMuted: '#5b6075',
    textInverse: '#ffffff',
    primary: '#13244a',
    primaryHover: '#1f3566',
    primaryText: '#ffffff',
    accent: '#c9a227',
    accentText: '#0b1630',
    success: '#1f7a4d',
    successSoft: '#e3f4ea',
    info: '#1d5fb8',
    infoSoft: '#e4eefb',
    destructive: '#c0392b',
    destructiveSoft: '#fbe7e4',
    // 5:1 on warningSoft (#b7791f was 3.3)
    warning: '#975a16',
    warningSoft: '#fdf3e1',
    // The focus ring is ink and gold: on white and cream the ink reads (17:1), on the navy top bar, the hero and the
    // ink footer the gold does (9:1); the pale gold ring alone was 1.4-1.7:1 on white.
    focus: '#0b1630',
    focusHalo: '#e6c65c',
    overlay: 'rgba(11, 22, 48, 0.6)',
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(11, 22, 48, 0.08)',
    md: '0 4px 12px rgba(11, 22, 48, 0.12)',
    lg: '0 12px 32px rgba(11, 22, 48, 0.18)',
    /**
     * Outside the element's border: ink, gold, a line of ink. The gold ring always has a dark ring beside it, so it
     * stands apart from a gold button on navy; the outer ink line reads on white even around a navy button.
     */
    focus: '0 0 0 2px #0b1630, 0 0 0 4px #e6c65c, 0 0 0 5px #0b1630',
    /** the same rings inside the border, for an element whose box clips what is drawn outside it */
    focusInset: 'inset 0 0 0 1px #0b1630, inset 0 0 0 3px #e6c65c, inset 0 0 0 5px #0b1630',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', '2xl': '28px', '3xl': '36px' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  breakpoints: { mobile: '640px', sidebar: '1024px' },
  media: {
    /** wider than the mobile breakpoint (640 px): `abovePhone` */
    aboveMobile: abovePhone,
    /** the phone's layout, 640 px included: `onPhone` */
    belowMobile: onPhone,
    aboveSidebar: '@media (min-width: 1024px)',
    belowSidebar: '@media (max-width: 1023.98px)',
  },
  zIndices: { header: 40, overlay: 50, modal: 60, toast: 70, tooltip: 80 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // Lets every styled component read `props.theme.colors.gold` with types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
