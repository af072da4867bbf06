// `npm run screenshots`: every page and open state of layout-scenes.ts at a phone's and a desktop's width, as
// full-page PNGs in screenshots/, and one contact sheet (screenshots/index.html) for reviewers and CMS editors.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { browser } from '@wdio/globals';
import { setViewport } from './widget-page';
import { escapeHtml } from '../../shared/html';
import { SCENE_GROUPS, VIEWPORT_HEIGHT, hideClassicScrollbars, openScene } from './layout-scenes';

const OUT_DIR = path.join(__dirname, '..', '..', 'screenshots');

/** A phone (iPhone 12 to 15 class) and a desktop. */
const SHOT_WIDTHS = [375, 1440] as const;

interface Shot {
  group: string;
  scene: string;
  /** PNG file per width; a state that does not exist at a width has none. */
  files: Partial<Record<(typeof SHOT_WIDTHS)[number], string>>;
}

const shots: Shot[] = [];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';


function contactSheet(): string {
  const rows = shots.map((shot) => {
    const cells = SHOT_WIDTHS.map((width) => {
      const file = shot.files[width];
      return file
        ? `<td><a href="${file}"><img src="${file}" alt="${escapeHtml(`${shot.scene}, ${width} px`)}" loading="lazy" class="w${width}"></a></td>`
        : '<td class="none">gibt es bei dieser Breite nicht</td>';
    });
    return `<tr><th scope="row">${escapeHtml(shot.scene)}<br><small>${escapeHtml(shot.group)}</small></th>${cells.join('')}</tr>`;
  });
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Schaufenster: alle Seiten und Zustände</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 16px; }
  table { border-collapse: collapse; }
  th, td { vertical-align: top; text-align: left; padding: 8px; border-bottom: 1px solid #ddd; }
  img { display: block; border: 1px solid #ccc; max-height: 900px; object-fit: cover; object-position: top; }
  img.w375 { width: 188px; }
  img.w1440 { width: 540px; }
  .none { color: #666; }
</style>
</head>
<body>
<h1>Alle Seiten und Zustände bei ${SHOT_WIDTHS.join(' und ')} px</h1>
<p>Erzeugt von <code>npm run screenshots</code> am ${new Date().toISOString()}. Ein Klick öffnet das Bild in voller Größe.</p>
<table>
<thead><tr><th scope="col">Seite / Zustand</th>${SHOT_WIDTHS.map((width) => `<th scope="col">${width} px</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}

describe('screenshots of every page and state', () => {
  before(() => {
    rmSync(OUT_DIR, { recursive: true, force: true });
    mkdirSync(OUT_DIR, { recursive: true });
  });

  after(async () => {
    writeFileSync(path.join(OUT_DIR, 'index.html'), contactSheet());
    console.log(`Contact sheet: ${path.join(OUT_DIR, 'index.html')} (${shots.length} pages and states)`);
    await setViewport({ width: 1280, height: 900 });
    await browser.deleteCookies();
  });

  SCENE_GROUPS.forEach((group, groupIndex) => {
    describe(group.name, () => {
      before(group.prepare);
      group.scenes.forEach((scene, sceneIndex) => {
        it(scene.name, async () => {
          const shot: Shot = { group: group.name, scene: scene.name, files: {} };
          for (const width of SHOT_WIDTHS.filter((candidate) => scene.at?.(candidate) ?? true)) {
            await setViewport({ width, height: VIEWPORT_HEIGHT });
            await openScene(scene, width);
            // Without a classic scrollbar, a full-page shot is exactly as wide as the layout.
            await hideClassicScrollbars();
            const file = `${groupIndex + 1}-${String(sceneIndex + 1).padStart(2, '0')}-${slug(scene.name)}-${width}.png`;
            // A page as a whole; an open state as the screen shows it (its layers are fixed to the viewport).
            await browser.saveScreenshot(path.join(OUT_DIR, file), { fullPage: scene.open === undefined });
            shot.files[width] = file;
          }
          shots.push(shot);
        });
      });
    });
  });
});
