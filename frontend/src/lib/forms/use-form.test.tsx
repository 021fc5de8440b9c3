/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApiError } from '@/lib/api/api-client';
import { renderWithApp } from '@/test/render-with-app';

import { validateEmail } from './field-validation';
import { useForm, type FieldBinding, type FormOptions } from './use-form';

type Values = { email: string; password: string };

/** A plain <input> takes the binding without the styled controls' $invalid. */
function plain({ $invalid: _invalid, ...props }: FieldBinding) {
  return props;
}

/** A two-field form around the hook; `latest` exposes the hook's state to the assertions. */
function harness(options: Partial<FormOptions<Values, string>> = {}) {
  const submit = jest.fn<Promise<string>, [Values]>(() => Promise.resolve('ok'));
  const latest: { current: ReturnType<typeof useForm<Values, string>> | null } = { current: null };
  function Probe() {
    const form = useForm<Values, string>({
      initialValues: { email: '', password: '' },
      checks: { email: validateEmail, password: (value) => (value ? null : 'required') },
      submit,
      ...options,
    });
    latest.current = form;
    return (
      <form noValidate onSubmit={form.onSubmit}>
        <input aria-label="email" {...plain(form.field('email'))} />
        <input aria-label="password" {...plain(form.field('password', { hint: true }))} />
        {form.errors.email && <p id="email-error">{form.errors.email}</p>}
        {form.errors.password && <p id="password-error">{form.errors.password}</p>}
        {form.formError && <p data-testid="form-error">{form.formError}</p>}
        <button type="submit" disabled={form.submitting}>
          send
        </button>
      </form>
    );
  }
  return { submit, latest, Probe };
}

async function fill(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('email'), email);
  if (password) await userEvent.type(screen.getByLabelText('password'), password);
}

describe('useForm', () => {
  it('checks on the client, in the page language, and does not submit', async () => {
    const { submit, Probe } = harness();
    await renderWithApp(<Probe />, { path: '/fr' });
    await fill('ada@', '');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByLabelText('password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('password')).toHaveAttribute(
      'aria-describedby',
      'password-hint password-error',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the values, is busy meanwhile and calls onSuccess', async () => {
    let finish: (value: string) => void = () => undefined;
    const onSuccess = jest.fn();
    const { submit, Probe } = harness({ onSuccess });
    submit.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await renderWithApp(<Probe />);
    await fill('ada@example.com', 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret-1' });
    expect(screen.getByRole('button', { name: 'send' })).toBeDisabled();
    await act(() => {
      finish('done');
      return Promise.resolve();
    });
    expect(onSuccess).toHaveBeenCalledWith(
      'done',
      { email: 'ada@example.com', password: 'secret-1' },
      expect.objectContaining({ reset: expect.any(Function) as unknown }),
    );
    expect(screen.getByRole('button', { name: 'send' })).toBeEnabled();
  });

  it('keeps the button busy after success when the page leaves', async () => {
    const { Probe } = harness({ keepSubmittingOnSuccess: true });
    await renderWithApp(<Probe />);
    await fill('ada@example.com', 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('button', { name: 'send' })).toBeDisabled();
  });

  it('puts API details codes on their fields and error codes where codeFields say', async () => {
    const onProblem = jest.fn();
    const { submit, Probe } = harness({
      codeFields: { INVALID_CREDENTIALS: 'password' },
      onProblem,
    });
    submit.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        details: { email: 'invalid_email', unknownField: 'required' },
      }),
    );
    await renderWithApp(<Probe />);
    await fill('ada@example.com', 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(onProblem).toHaveBeenNthCalledWith(1, undefined, expect.anything());
    expect(onProblem).toHaveBeenLastCalledWith(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      { email: 'ada@example.com', password: 'secret-1' },
    );

    submit.mockRejectedValueOnce(
      new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'server text' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it('shows other failures for the whole form, with the API message or our own', async () => {
    const { submit, Probe } = harness();
    submit.mockRejectedValueOnce(
      new ApiError({ status: 409, code: 'SOMETHING_NEW', message: 'Localised by the API' }),
    );
    await renderWithApp(<Probe />);
    await fill('ada@example.com', 'secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Localised by the API');

    submit.mockRejectedValueOnce(
      new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'offline' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(
      'The server could not be reached.',
    );
  });

  it('with liveValidation, errors follow the typing after the first attempt only', async () => {
    const { Probe } = harness({ liveValidation: true });
    await renderWithApp(<Probe />);
    await fill('ada@', '');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    await fill('example.com', '');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });

  it('reset() empties the values and forgets the attempt', async () => {
    const { latest, Probe } = harness({ liveValidation: true });
    await renderWithApp(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await fill('x', '');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    act(() => latest.current?.reset());
    expect(screen.getByLabelText('email')).toHaveValue('');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    await fill('ada@', '');
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
  });
});
