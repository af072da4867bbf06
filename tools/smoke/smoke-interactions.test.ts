/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { SmokeAction, SmokeTarget } from '@schaufenster/shared/props';
import { MODULE_TAG_NAMES, moduleTagNames, REMOTE_NAMES } from '../../registry/remotes';
import { SMOKE_INTERACTIONS } from './smoke-interactions';

/** The target an action acts on. */
const targetOf = (action: SmokeAction): SmokeTarget => ('click' in action ? action.click : 'hover' in action ? action.hover : action.into);

describe("the remotes' smoke interactions", () => {
  it.each(REMOTE_NAMES)('of %s: at least one, each named once, each on a tag of the remote', (remote) => {
    const interactions = SMOKE_INTERACTIONS[remote];
    expect(interactions.length).toBeGreaterThan(0);
    expect(new Set(interactions.map((interaction) => interaction.name)).size).toBe(interactions.length);
    for (const interaction of interactions) expect(moduleTagNames(remote)).toContain(interaction.tag.widget);
  });

  it.each(REMOTE_NAMES)('of %s: every target in a tag some remote exposes, with a selector and no empty text', (remote) => {
    for (const interaction of SMOKE_INTERACTIONS[remote]) {
      for (const target of [...interaction.actions.map(targetOf), interaction.expect]) {
        expect(MODULE_TAG_NAMES).toContain((target.in ?? interaction.tag).widget);
        expect(target.css.trim()).not.toBe('');
        expect(target.text?.trim()).not.toBe('');
      }
    }
  });
});
