/** Illustrations of the three large category cards on the home page, drawn in code. */
export type CategoryArtKind = 'cards' | 'jerseys' | 'memorabilia' | 'equipment';

const GOLD = '#D4A93C';
const GOLD_LIGHT = '#F7DC8A';
const INK = '#0B1730';

function CardsArt() {
  return (
    <g>
      <g transform="translate(70 40) rotate(-12)">
        <rect width="90" height="124" rx="8" fill="#2A4A85" />
        <rect x="8" y="8" width="74" height="108" rx="5" fill="none" stroke={GOLD_LIGHT} strokeOpacity="0.5" />
      </g>
      <g transform="translate(150 36) rotate(10)">
        <rect width="90" height="124" rx="8" fill="#7A2330" />
        <rect x="8" y="8" width="74" height="108" rx="5" fill="none" stroke={GOLD_LIGHT} strokeOpacity="0.5" />
      </g>
      <g transform="translate(108 30)">
        <rect width="96" height="134" rx="8" fill="#E9EEF7" />
        <rect x="8" y="8" width="80" height="20" rx="3" fill="#B3261E" />
        <text x="48" y="23" textAnchor="middle" fontSize="12" fontWeight="700" fill="#FFFFFF" fontFamily="sans-serif">
          PSA 10
        </text>
        <rect x="12" y="34" width="72" height="92" rx="4" fill={INK} />
        <circle cx="48" cy="70" r="20" fill={GOLD} />
        <path d="M40 64 a8 8 0 1 1 16 0 v10 h-16 Z" fill={INK} opacity="0.55" />
        <rect x="22" y="104" width="52" height="6" rx="3" fill={GOLD_LIGHT} />
      </g>
    </g>
  );
}

function JerseysArt() {
  return (
    <g transform="translate(70 26)">
      <path
        d="M46 0 L78 0 Q90 18 102 0 L134 0 L176 34 L154 70 L136 58 L136 150 L44 150 L44 58 L26 70 L4 34 Z"
        fill="#1E3A6E"
        stroke={GOLD_LIGHT}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M78 0 Q90 22 102 0" fill="none" stroke={GOLD} strokeWidth="5" />
      <path d="M44 58 L44 150 M136 58 L136 150" stroke={GOLD} strokeWidth="4" />
      <text x="90" y="112" textAnchor="middle" fontSize="54" fontWeight="800" fill={GOLD_LIGHT} fontFamily="sans-serif">
        23
      </text>
      <path
        d="M58 130 c 10 -12 18 6 28 -4 s 14 -8 20 2 s 12 4 18 -6"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </g>
  );
}

function MemorabiliaArt() {
  return (
    <g transform="translate(160 104)">
      <ellipse cx="0" cy="82" rx="70" ry="9" fill="#000000" opacity="0.3" />
      <rect x="-50" y="56" width="100" height="22" rx="4" fill={GOLD} />
      <path d="M-40 56 L-30 36 L30 36 L40 56 Z" fill="#9C7420" />
      <circle cy="-10" r="56" fill="#F4F1EA" />
      <path d="M-40 -50 C -16 -26 -16 6 -40 30" fill="none" stroke="#B3261E" strokeWidth="3" strokeDasharray="5 4" />
      <path d="M40 -50 C 16 -26 16 6 40 30" fill="none" stroke="#B3261E" strokeWidth="3" strokeDasharray="5 4" />
      <path
        d="M-30 -8 c 10 -18 16 12 26 -6 s 12 -12 18 2 s 10 6 18 -8"
        fill="none"
        stroke="#1E3A6E"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </g>
  );
}

function EquipmentArt() {
  return (
    <g transform="translate(160 100)">
      <circle r="62" fill="#C8642A" />
      <path d="M-62 0 H62 M0 -62 V62" stroke={INK} strokeWidth="3" />
      <path
        d="M-44 -44 C -14 -20 -14 20 -44 44 M44 -44 C 14 -20 14 20 44 44"
        fill="none"
        stroke={INK}
        strokeWidth="3"
      />
      <circle r="62" fill="none" stroke={GOLD_LIGHT} strokeOpacity="0.6" strokeWidth="2" />
    </g>
  );
}

const ART: Record<CategoryArtKind, () => React.JSX.Element> = {
  cards: CardsArt,
  jerseys: JerseysArt,
  memorabilia: MemorabiliaArt,
  equipment: EquipmentArt,
};

export function CategoryArt({ kind, className }: { kind: CategoryArtKind; className?: string }) {
  const Art = ART[kind];
  return (
    <svg className={className} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`cat-glow-${kind}`} cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor={GOLD_LIGHT} stopOpacity="0.35" />
          <stop offset="1" stopColor={GOLD_LIGHT} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="220" fill={`url(#cat-glow-${kind})`} />
      <Art />
    </svg>
  );
}
