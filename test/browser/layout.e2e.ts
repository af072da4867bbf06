import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { layoutProblemsInPage } from './layout-check';
import { SCENE_GROUPS, VIEWPORT_HEIGHT, openScene, widthsOf } from './layout-scenes';

// Phone first: every page at six widths and every open state at four, each opened fresh at its width (the
// viewport is emulated in the one browser of this spec, which is much faster than resizing a window).

describe('the layout from 320 to 1440 px', () => {
  after(async () => {
    await browser.setViewport({ width: 1280, height: 900 });
  });

  for (const group of SCENE_GROUPS) {
    describe(`for ${group.name}`, () => {
      before(group.prepare);

      for (const scene of group.scenes) {
        const widths = widthsOf(scene);
        it(`${scene.name} at ${widths.join(', ')} px: nothing scrolls sideways or is cut off, tap targets are 24 px or spaced`, async () => {
          const problems: string[] = [];
          for (const width of widths) {
            await browser.setViewport({ width, height: VIEWPORT_HEIGHT });
            await openScene(scene, width);
            problems.push(...(await browser.execute(layoutProblemsInPage)).map((problem) => `${width} px: ${problem}`));
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
