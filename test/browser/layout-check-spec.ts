import { browser, expect } from '@wdio/globals';
import { setViewport } from './widget-page';
import './csp-guard';
import { layoutProblemsInPage } from './layout-check';
import { type SceneGroup, VIEWPORT_HEIGHT, openScene, opensFreshAt, resizeScene, widthsOf } from './layout-scenes';

/**
 * The layout test of one scene group (a spec file each, so the browser workers share them out): phone first, every
 * page at six widths and every open state at four, opened afresh or resized as `opensFreshAt` says (the viewport is
 * emulated in the one browser of the spec, faster than resizing a window).
 */
export function describeLayout(group: SceneGroup): void {
  describe(`the layout from 320 to 1440 px for ${group.name}`, () => {
    before(group.prepare);
    after(async () => {
      await setViewport({ width: 1280, height: 900 });
      await browser.deleteCookies();
    });

    for (const scene of group.scenes) {
      const widths = widthsOf(scene);
      it(`${scene.name} at ${widths.join(', ')} px: nothing scrolls sideways or is cut off, tap targets are 24 px or spaced`, async () => {
        const problems: string[] = [];
        for (const [index, width] of widths.entries()) {
          if (opensFreshAt(scene, widths, index)) {
            await setViewport({ width, height: VIEWPORT_HEIGHT });
            await openScene(scene, width);
          } else {
            await resizeScene(width);
          }
          problems.push(...(await browser.execute(layoutProblemsInPage)).map((problem) => `${width} px: ${problem}`));
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
