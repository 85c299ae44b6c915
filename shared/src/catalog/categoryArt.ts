/**
 * Category images drawn in code (no downloaded assets): a navy vault backdrop with a gold frame and
 * one motif per category, returned as SVG data URIs usable in <img src>.
 */
export type CategoryArtKind = 'cards' | 'jerseys' | 'memorabilia' | 'equipment';

const GOLD = '#c9a227';
const GOLD_LIGHT = '#e6c65c';
const INK = '#0b1630';
const NAVY = '#1f3566';

const motifs: Record<CategoryArtKind, string> = {
  cards: `
    <g transform="translate(200 150)">
      <rect x="-70" y="-85" width="110" height="160" rx="10" fill="${NAVY}" stroke="${GOLD}" stroke-width="3" transform="rotate(-12)"/>
      <rect x="-35" y="-80" width="110" height="160" rx="10" fill="${INK}" stroke="${GOLD_LIGHT}" stroke-width="3" transform="rotate(8)"/>
      <g transform="rotate(8)">
        <rect x="-22" y="-66" width="84" height="90" rx="4" fill="${NAVY}"/>
        <path d="M20 -40 l8 16 18 3 -13 12 3 18 -16 -9 -16 9 3 -18 -13 -12 18 -3z" fill="${GOLD}"/>
        <rect x="-22" y="36" width="84" height="8" rx="4" fill="${GOLD}"/>
        <rect x="-22" y="52" width="56" height="6" rx="3" fill="${GOLD_LIGHT}" opacity="0.6"/>
      </g>
    </g>`,
  jerseys: `
    <g transform="translate(200 150)">
      <path d="M-40 -80 L-95 -55 L-75 -5 L-55 -15 L-55 85 L55 85 L55 -15 L75 -5 L95 -55 L40 -80 Q0 -50 -40 -80Z"
        fill="${NAVY}" stroke="${GOLD}" stroke-width="3" stroke-linejoin="round"/>
      <path d="M-40 -80 Q0 -50 40 -80" fill="none" stroke="${GOLD_LIGHT}" stroke-width="4"/>
      <text x="0" y="45" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="${GOLD}">23</text>
    </g>`,
  memorabilia: `
    <g transform="translate(200 150)">
      <path d="M-45 -75 H45 V-35 Q45 15 0 25 Q-45 15 -45 -35Z" fill="${GOLD}" stroke="${GOLD_LIGHT}" stroke-width="3"/>
      <path d="M-45 -60 Q-80 -60 -72 -30 Q-66 -10 -40 -10 M45 -60 Q80 -60 72 -30 Q66 -10 40 -10" fill="none" stroke="${GOLD}" stroke-width="6"/>
      <rect x="-8" y="25" width="16" height="30" fill="${GOLD}"/>
      <rect x="-40" y="55" width="80" height="16" rx="3" fill="${GOLD_LIGHT}"/>
      <path d="M-110 95 C-80 70 -60 110 -30 85 S20 70 40 92 S90 80 115 70" fill="none" stroke="${GOLD_LIGHT}" stroke-width="3" stroke-linecap="round"/>
    </g>`,
  equipment: `
    <g transform="translate(200 150)">
      <circle cx="-25" cy="0" r="70" fill="${NAVY}" stroke="${GOLD}" stroke-width="3"/>
      <path d="M-95 0 H45 M-25 -70 V70" stroke="${GOLD}" stroke-width="3"/>
      <path d="M-75 -48 Q-40 0 -75 48 M25 -48 Q-10 0 25 48" fill="none" stroke="${GOLD}" stroke-width="3"/>
      <rect x="40" y="-95" width="22" height="190" rx="11" fill="${GOLD_LIGHT}" transform="rotate(28 51 0)"/>
    </g>`,
};

export function categoryArt(kind: CategoryArtKind): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY}"/>
      <stop offset="1" stop-color="${INK}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.55">
      <stop offset="0" stop-color="${GOLD}" stop-opacity="0.28"/>
      <stop offset="1" stop-color="${GOLD}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="400" height="300" fill="url(#bg)"/>
  <rect width="400" height="300" fill="url(#glow)"/>
  <rect x="12" y="12" width="376" height="276" rx="14" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="2"/>
  ${motifs[kind]}
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.replace(/\s+/g, ' '))}`;
}
