/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { object, refine, size, string } from 'superstruct';
import { refineForShopper } from '@schaufenster/shared/validation';
import { SERVER_TEXTS } from '../texts';
import { ApiError, parseBody } from './api-error';

const Body = object({
  // Lower-case on purpose: the name's case no longer decides whether the message reaches the shopper.
  city: refineForShopper(string(), 'cityName', (value) => value.trim() !== '' || 'Bitte gib eine Stadt ein.'),
  widget: refine(string(), 'WidgetName', (value) => value === 'header' || 'unknown widget'),
  code: size(string(), 1, 10),
});

/** The 422 parseBody throws for a body. */
function refusal(body: unknown): ApiError {
  try {
    parseBody(Body, body, { code: 'Bitte gib einen Gutscheincode ein.' });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the body was taken');
}

describe('parseBody', () => {
  it('answers the German message of a refinement made with refineForShopper, whatever its name’s case', () => {
    const error = refusal({ city: ' ', widget: 'header', code: 'SOMMER' });
    expect(error.status).toBe(422);
    expect(error.body()).toEqual({ message: 'Bitte gib eine Stadt ein.', error: { code: 'validation' }, fieldErrors: { city: 'Bitte gib eine Stadt ein.' } });
  });

  it('never passes on the message of another refinement or a built-in: the field’s message, else the generic one', () => {
    const error = refusal({ city: 'Berlin', widget: 'hedaer', code: '' });
    expect(error.fieldErrors).toEqual({ widget: SERVER_TEXTS.validation, code: 'Bitte gib einen Gutscheincode ein.' });
  });

  it('gives the validated value when the body fits', () => {
    expect(parseBody(Body, { city: 'Berlin', widget: 'header', code: 'SOMMER' })).toEqual({ city: 'Berlin', widget: 'header', code: 'SOMMER' });
  });
});
