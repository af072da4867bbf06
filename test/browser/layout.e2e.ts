import { browser, expect } from '@wdio/globals';
import './csp-guard';
import { layoutProblemsInPage } from './layout-check';
import { SCENE_GROUPS, VIEWPORT_HEIGHT, openScene, resizeScene, widthsOf } from './layout-scenes';

// Phone first: every page at six widths (opened fresh at 320 and 1440 px, resized in between) and every open state
// at four, opened fresh at each (the viewport is emulated in the one browser of this spec, faster than resizing a window).

describe('the layout from 320 to 1440 px', () => {
  after(async () => {
    await browser.setViewport({ width: 1280, height: 900 });
    // The next spec starts in the same browser profile: it must not find this spec's customer and cart.
    await browser.deleteCookies();
  });

  for (const group of SCENE_GROUPS) {
    describe(`for ${group.name}`, () => {
      before(group.prepare);

      for (const scene of group.scenes) {
        const widths = widthsOf(scene);
        it(`${scene.name} at ${widths.join(', ')} px: nothing scrolls sideways or is cut off, tap targets are 24 px or spaced`, async () => {
          const problems: string[] = [];
          for (const [index, width] of widths.entries()) {
            // A page is opened fresh at the narrowest and the widest width and resized in between; a state is opened fresh at each.
            if (scene.open || index === 0 || index === widths.length - 1) {
              await browser.setViewport({ width, height: VIEWPORT_HEIGHT });
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
});
