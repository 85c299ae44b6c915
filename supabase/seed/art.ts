/**
 * Product art drawn by code: small 600x800 SVGs (a card, a jersey, a ball, a trophy, a frame…)
 * with the piece's name, number and colours. Same input, same bytes.
 */
import type { Piece } from './catalog';

export const VIEWS = ['Frente', 'Reverso', 'Detalle', 'Certificado'] as const;

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Black or white text, whichever reads better on the colour. */
function ink(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 150 ? '#111' : '#fff';
}

type Shape = 'card' | 'jersey' | 'ball' | 'bat' | 'helmet' | 'trophy' | 'frame' | 'glove' | 'shoe' | 'ticket';

/** Picks the silhouette from the category and the words of the title. */
export function shapeOf(piece: Piece): Shape {
  const t = piece.title.toLowerCase();
  if (piece.category === 'cards') return 'card';
  if (piece.category === 'jerseys') return 'jersey';
  if (/bate/.test(t)) return 'bat';
  if (/casco|gorra/.test(t)) return 'helmet';
  if (/guante|espinilleras/.test(t)) return 'glove';
  if (/tenis|tacos/.test(t)) return 'shoe';
  if (/bal[oó]n|pelota/.test(t)) return 'ball';
  if (/trofeo|anillo|medalla|copa/.test(t)) return 'trophy';
  if (/boleto|programa/.test(t)) return 'ticket';
  if (/foto|p[oó]ster|aut[oó]grafo/.test(t)) return 'frame';
  return 'trophy';
}

function silhouette(shape: Shape, piece: Piece): string {
  const [c1, c2] = piece.colors;
  const num = esc(piece.number);
  const txt = ink(c1);
  switch (shape) {
    case 'card':
      return `<rect x="110" y="110" width="380" height="540" rx="18" fill="#f8f5ec" stroke="${c2}" stroke-width="8"/>` +
        `<rect x="135" y="135" width="330" height="400" rx="8" fill="${c1}"/>` +
        `<circle cx="300" cy="290" r="62" fill="${c2}" opacity=".85"/>` +
        `<path d="M190 535c10-90 60-130 110-130s100 40 110 130z" fill="${c2}" opacity=".85"/>` +
        `<text x="440" y="185" font-size="44" font-weight="700" text-anchor="end" fill="${txt}">${num}</text>`;
    case 'jersey':
      return `<path d="M200 160l-110 70 45 110 55-25v335h220V315l55 25 45-110-110-70c-15 40-50 60-100 60s-85-20-100-60z" fill="${c1}" stroke="${c2}" stroke-width="10" stroke-linejoin="round"/>` +
        `<text x="300" y="470" font-size="150" font-weight="800" text-anchor="middle" fill="${c2}" stroke="${ink(c2)}" stroke-width="3">${num}</text>`;
    case 'ball':
      return `<circle cx="300" cy="380" r="200" fill="${c1}" stroke="${c2}" stroke-width="10"/>` +
        `<path d="M300 180v400M100 380h400M160 240c90 70 90 210 0 280M440 240c-90 70-90 210 0 280" fill="none" stroke="${c2}" stroke-width="8"/>`;
    case 'bat':
      return `<path d="M270 140h60l-8 420c-2 30 30 50 30 90h-104c0-40 32-60 30-90z" fill="${c1}" stroke="${c2}" stroke-width="8"/>` +
        `<rect x="262" y="600" width="76" height="60" rx="12" fill="${c2}"/>`;
    case 'helmet':
      return `<path d="M120 470c0-170 90-270 200-270s180 90 180 230v60H300l-30 60H150c-20 0-30-30-30-80z" fill="${c1}" stroke="${c2}" stroke-width="10"/>` +
        `<path d="M330 490h170M330 530h150M400 490v100" stroke="${c2}" stroke-width="12" fill="none"/>`;
    case 'glove':
      return `<path d="M180 600V330c0-25 40-25 40 0v-90c0-25 40-25 40 0v-30c0-25 40-25 40 0v30c0-25 40-25 40 0v100c10-40 60-30 55 10l-15 280z" fill="${c1}" stroke="${c2}" stroke-width="10" stroke-linejoin="round"/>`;
    case 'shoe':
      return `<path d="M110 520c0-60 20-110 40-150 60 20 120 20 160-30 40 60 120 110 180 130 20 10 20 60 0 80H130c-15 0-20-15-20-30z" fill="${c1}" stroke="${c2}" stroke-width="10" stroke-linejoin="round"/>` +
        `<path d="M110 560h390" stroke="${c2}" stroke-width="18"/>`;
    case 'trophy':
      return `<path d="M200 180h200v90c0 90-40 140-100 150-60-10-100-60-100-150z" fill="${c1}" stroke="${c2}" stroke-width="10"/>` +
        `<path d="M200 210h-60c0 70 30 100 70 110M400 210h60c0 70-30 100-70 110" fill="none" stroke="${c2}" stroke-width="10"/>` +
        `<rect x="280" y="420" width="40" height="110" fill="${c2}"/><rect x="210" y="530" width="180" height="50" rx="8" fill="${c2}"/>`;
    case 'ticket':
      return `<rect x="90" y="250" width="420" height="260" rx="16" fill="#f8f5ec" stroke="${c1}" stroke-width="10"/>` +
        `<path d="M380 250v260" stroke="${c2}" stroke-width="6" stroke-dasharray="14 10"/>` +
        `<text x="445" y="400" font-size="48" font-weight="700" text-anchor="middle" fill="${c1}">${num}</text>`;
    case 'frame':
      return `<rect x="110" y="140" width="380" height="500" fill="#f8f5ec" stroke="${c2}" stroke-width="22"/>` +
        `<rect x="150" y="180" width="300" height="360" fill="${c1}"/>` +
        `<circle cx="300" cy="300" r="55" fill="${ink(c1)}" opacity=".3"/>` +
        `<path d="M190 540c10-90 60-130 110-130s100 40 110 130z" fill="${ink(c1)}" opacity=".3"/>` +
        `<path d="M200 480c40-30 90 20 130-10s60-20 80 0" fill="none" stroke="${ink(c1)}" stroke-width="5"/>`;
  }
}

/** One image of a piece: view 0 is the main art, then its back, a detail and its certificate. */
export function renderArt(piece: Piece, view: number, certificate: string | null): string {
  const [c1, c2] = piece.colors;
  const name = esc(piece.figure);
  const label = VIEWS[view] ?? VIEWS[0];
  let body: string;
  if (view === 3) {
    body = `<rect x="90" y="150" width="420" height="500" rx="10" fill="#fffdf6" stroke="${c1}" stroke-width="6"/>` +
      `<text x="300" y="240" font-size="30" font-weight="700" text-anchor="middle" fill="#222">Certificado de</text>` +
      `<text x="300" y="280" font-size="30" font-weight="700" text-anchor="middle" fill="#222">Autenticidad</text>` +
      `<text x="300" y="380" font-size="26" text-anchor="middle" fill="#444">${name}</text>` +
      `<text x="300" y="440" font-size="22" text-anchor="middle" fill="#666">${esc(certificate ?? 'Vitrina')}</text>` +
      `<circle cx="300" cy="550" r="50" fill="none" stroke="${c2}" stroke-width="6"/>` +
      `<text x="300" y="560" font-size="24" font-weight="700" text-anchor="middle" fill="${c2}">OK</text>`;
  } else {
    const art = silhouette(shapeOf(piece), piece);
    body = view === 2 ? `<g transform="translate(-300 -380) scale(2)">${art}</g>` : view === 1 ? `<g transform="translate(600 0) scale(-1 1)" opacity=".8">${art}</g>` : art;
  }
  const grade = piece.psa && view === 0 ? `<rect x="190" y="40" width="220" height="54" rx="8" fill="#c8102e"/>` +
    `<text x="300" y="78" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">PSA ${piece.psa.slice(4)}</text>` : '';
  const angle = view % 2 === 0 ? 'x2="1" y2="1"' : 'x1="1" x2="0" y2="1"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" font-family="Helvetica,Arial,sans-serif">` +
    `<defs><linearGradient id="g" ${angle}><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}" stop-opacity=".85"/></linearGradient></defs>` +
    `<rect width="600" height="800" fill="url(#g)"/><rect width="600" height="800" fill="#000" opacity=".12"/>` +
    grade + body +
    `<rect x="0" y="690" width="600" height="110" fill="#000" opacity=".55"/>` +
    `<text x="300" y="745" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${name}</text>` +
    `<text x="300" y="780" font-size="20" text-anchor="middle" fill="#ddd">${label} · Vitrina</text></svg>\n`;
}
