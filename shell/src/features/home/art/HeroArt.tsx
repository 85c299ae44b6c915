import { homeHeroCopy } from '../copy';

/** The hero illustration: a lit display case holding a trophy, a graded card and a signed ball, drawn in code. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 520 460" role="img" aria-label={homeHeroCopy.heroArt}>
      <defs>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#F7DC8A" />
          <stop offset="0.5" stopColor="#D4A93C" />
          <stop offset="1" stopColor="#9C7420" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFFFFF" stopOpacity="0.18" />
          <stop offset="1" stopColor="#FFFFFF" stopOpacity="0.03" />
        </linearGradient>
        <radialGradient id="hero-spot" cx="0.5" cy="0" r="0.9">
          <stop offset="0" stopColor="#F7DC8A" stopOpacity="0.55" />
          <stop offset="1" stopColor="#F7DC8A" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-slab" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#E9EEF7" />
          <stop offset="1" stopColor="#B9C4D8" />
        </linearGradient>
        <linearGradient id="hero-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1E3A6E" />
          <stop offset="1" stopColor="#0B1730" />
        </linearGradient>
      </defs>

      <polygon points="190,0 330,0 470,430 50,430" fill="url(#hero-spot)" />

      <rect
        x="70"
        y="70"
        width="380"
        height="330"
        rx="18"
        fill="url(#hero-glass)"
        stroke="#F7DC8A"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <line x1="70" y1="250" x2="450" y2="250" stroke="#F7DC8A" strokeOpacity="0.45" strokeWidth="3" />
      <path d="M96 92 L150 92 L96 170 Z" fill="#FFFFFF" opacity="0.08" />

      <g transform="translate(215 92)">
        <path d="M10 10 h70 v34 a35 35 0 0 1 -70 0 Z" fill="url(#hero-gold)" />
        <path d="M10 20 h-14 a16 16 0 0 0 16 26" fill="none" stroke="url(#hero-gold)" strokeWidth="6" />
        <path d="M80 20 h14 a16 16 0 0 1 -16 26" fill="none" stroke="url(#hero-gold)" strokeWidth="6" />
        <rect x="38" y="78" width="14" height="34" fill="url(#hero-gold)" />
        <rect x="20" y="112" width="50" height="14" rx="3" fill="url(#hero-gold)" />
        <rect x="12" y="126" width="66" height="26" rx="4" fill="#0B1730" stroke="url(#hero-gold)" strokeWidth="2" />
        <path d="M45 26 l5 10 11 1 -8 7 3 11 -11 -6 -11 6 3 -11 -8 -7 11 -1 Z" fill="#FFF6D6" opacity="0.9" />
      </g>

      <g transform="translate(104 262) rotate(-6)">
        <rect width="96" height="132" rx="8" fill="url(#hero-slab)" />
        <rect x="8" y="8" width="80" height="20" rx="3" fill="#B3261E" />
        <text x="48" y="23" textAnchor="middle" fontSize="12" fontWeight="700" fill="#FFFFFF" fontFamily="sans-serif">
          PSA 10
        </text>
        <rect x="12" y="34" width="72" height="90" rx="4" fill="url(#hero-card)" />
        <circle cx="48" cy="70" r="18" fill="url(#hero-gold)" />
        <rect x="22" y="100" width="52" height="6" rx="3" fill="#F7DC8A" opacity="0.7" />
        <rect x="30" y="110" width="36" height="5" rx="2.5" fill="#FFFFFF" opacity="0.35" />
      </g>

      <g transform="translate(330 330)">
        <ellipse cx="0" cy="58" rx="52" ry="8" fill="#000000" opacity="0.35" />
        <circle r="52" fill="#F4F1EA" />
        <path d="M-36 -38 C -14 -16 -14 16 -36 38" fill="none" stroke="#B3261E" strokeWidth="3" strokeDasharray="5 4" />
        <path d="M36 -38 C 14 -16 14 16 36 38" fill="none" stroke="#B3261E" strokeWidth="3" strokeDasharray="5 4" />
        <path
          d="M-26 6 c 8 -14 14 10 22 -4 s 10 -10 14 2 s 10 6 16 -6"
          fill="none"
          stroke="#1E3A6E"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </g>

      <g fill="#F7DC8A">
        <path d="M470 60 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4 Z" />
        <path d="M40 200 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 Z" opacity="0.8" />
        <path d="M480 250 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5 Z" opacity="0.7" />
      </g>
      <rect x="40" y="400" width="440" height="22" rx="6" fill="#0B1730" stroke="#F7DC8A" strokeOpacity="0.4" />
    </svg>
  );
}
