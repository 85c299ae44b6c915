/**
 * Link-preview pictures: WhatsApp and Facebook show JPEG, PNG, GIF and WebP, not the SVG the seed art is. Renders
 * each piece's main art (`images/<key>-1.svg`) on a 1200×630 card into `images/previews/<key>.jpg`, and the site's
 * own picture into shell/public/og-vitrina.jpg, with Chromium. Files already there are kept (`--force` renders all).
 * Run from anywhere: `npx tsx supabase/seed/previews.ts`, then `npx tsx supabase/seed/generate.ts` to list them in
 * seed.sql.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';

const IMAGES_DIR = path.join(__dirname, 'images');
const PREVIEWS_DIR = path.join(IMAGES_DIR, 'previews');
const SITE_IMAGE = path.join(__dirname, '..', '..', 'shell', 'public', 'og-vitrina.jpg');
const WIDTH = 1200;
const HEIGHT = 630;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const page = (body: string) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body { display: flex; align-items: center; justify-content: center; gap: 56px;
    background: radial-gradient(circle at 30% 20%, #1c2d57, #0b1630 70%);
    font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; color: #fff; }
  .art { height: 560px; border-radius: 18px; box-shadow: 0 18px 48px rgba(0, 0, 0, 0.45); }
  .word { font-size: 64px; font-weight: 700; letter-spacing: 0.04em; color: #e8c65a; }
  .line { font-size: 30px; opacity: 0.9; margin-top: 12px; max-width: 520px; }
</style></head><body>${body}</body></html>`;

const STAR =
  '<svg width="150" height="150" viewBox="0 0 64 64"><rect x="1" y="1" width="62" height="62" rx="13" fill="#0b1730" stroke="#c9a227" stroke-width="2"/><path d="M32 12l5.9 12 13.1 1.9-9.5 9.3 2.2 13.1L32 42.1l-11.7 6.2 2.2-13.1-9.5-9.3 13.1-1.9z" fill="#c9a227"/></svg>';

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  mkdirSync(PREVIEWS_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    const render = async (html: string, file: string) => {
      await tab.setContent(html, { waitUntil: 'load' });
      writeFileSync(file, await tab.screenshot({ type: 'jpeg', quality: 82 }));
    };
    let made = 0;
    for (const name of readdirSync(IMAGES_DIR).filter((n) => n.endsWith('-1.svg')).sort()) {
      const target = path.join(PREVIEWS_DIR, `${name.replace(/-1\.svg$/, '')}.jpg`);
      if (!force && existsSync(target)) continue;
      const svg = readFileSync(path.join(IMAGES_DIR, name)).toString('base64');
      await render(page(`<img class="art" src="data:image/svg+xml;base64,${svg}" alt="" />`), target);
      made += 1;
    }
    if (force || !existsSync(SITE_IMAGE)) {
      await render(
        page(`${STAR}<div><div class="word">Vitrina</div><div class="line">Coleccionables deportivos auténticos</div></div>`),
        SITE_IMAGE,
      );
      made += 1;
    }
    process.stdout.write(`previews: ${made} rendered in ${path.relative(process.cwd(), PREVIEWS_DIR) || '.'}\n`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
