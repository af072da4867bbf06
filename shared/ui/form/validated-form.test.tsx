import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { object, size, string, type Infer } from 'superstruct';
import { createMount } from '@schaufenster/shared/mount';
import { renderWidget, stubSessionFetch } from '@schaufenster/shared/mount/testing';
import { FormSubmit } from './form-submit';
import { TextField } from './text-field';
import { ValidatedForm } from './validated-form';
import { validateWith } from './validate-with';

const Names = object({ givenName: size(string(), 1, 50), familyName: size(string(), 1, 50) });
type Names = Infer<typeof Names>;
const validate = validateWith(Names, { givenName: '', familyName: '' });
type Submit = (values: Names) => Promise<SubmissionErrors | undefined>;

function renderNamesForm(onSubmit: Submit) {
  const mount = createMount({
    name: 'form-kit',
    props: object({}),
    render: () => (
      <ValidatedForm<Names> label="Names" validate={validate} onSubmit={onSubmit}>
        <TextField name="givenName" label="Given name" />
        <TextField name="familyName" label="Family name" hint="As on your ID." doneMark={{ done: true, label: 'valid' }} />
        <FormSubmit>Save</FormSubmit>
      </ValidatedForm>
    ),
  });
  return renderWidget(mount);
}

/** The texts a field is described by (hint and error), in order. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => (field.getRootNode() as ShadowRoot).getElementById(id)?.textContent);

beforeEach(() => stubSessionFetch());

describe('the form kit', () => {
  it('sends nothing while a field is invalid, shows every message under its field and focuses the first invalid one', async () => {
    const onSubmit = jest.fn<Submit>(async () => undefined);
    const { view, user, shadowRoot } = await renderNamesForm(onSubmit);
    await user.type(view.getByLabelText('Family name'), 'Schmidt');
    await user.click(view.getByRole('button', { name: 'Save' }));
    const given = view.getByLabelText('Given name');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(shadowRoot.activeElement).toBe(given));
    expect(given.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(given)).toEqual([expect.stringContaining('Expected a string with a length between `1` and `50`')]);
    expect(descriptionOf(view.getByLabelText('Family name'))).toEqual(['As on your ID.']);
  });

  it('shows the server’s field message until the field changes, and its form message as an alert', async () => {
    const onSubmit = jest.fn<Submit>(async () => ({ givenName: 'Taken.', [FORM_ERROR]: 'Refused.' }));
    const { view, user } = await renderNamesForm(onSubmit);
    await user.type(view.getByLabelText('Given name'), 'Anna');
    await user.type(view.getByLabelText('Family name'), 'Schmidt');
    await user.click(view.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ givenName: 'Anna', familyName: 'Schmidt' });
    expect(view.getByRole('alert').textContent).toBe('Refused.');
    expect(descriptionOf(view.getByLabelText('Given name'))).toEqual(['Taken.']);
    await user.type(view.getByLabelText('Given name'), 'e');
    expect(descriptionOf(view.getByLabelText('Given name'))).toEqual([]);
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('marks a field the form calls done with a labelled check mark', async () => {
    const { view } = await renderNamesForm(async () => undefined);
    expect(view.getByRole('img', { name: 'valid' })).toBeTruthy();
    expect(view.getAllByRole('img')).toHaveLength(1);
  });
});
