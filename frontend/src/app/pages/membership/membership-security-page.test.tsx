/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecondFactorStatus } from '@tickrelay/contracts/endpoints/second-factor.endpoints';

import { StepUpPrompt } from '@/components/step-up/step-up-dialog';
import { apiError, mockApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import MembershipSecurityPage from './membership-security-page';

const off: SecondFactorStatus = { totp: { enabled: false, enabledAt: null }, recoveryCodesLeft: 0 };
const on: SecondFactorStatus = {
  totp: { enabled: true, enabledAt: '2026-11-01T10:00:00.000Z' },
  recoveryCodesLeft: 10,
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/TickRelay:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

const page = (path = '/membership/security') =>
  renderWithApp(
    <>
      <MembershipSecurityPage />
      <StepUpPrompt />
    </>,
    { path },
  );

describe('/membership/security', () => {
  it('turns TOTP on with a code and shows the ten recovery codes once', async () => {
    let status = off;
    const api = mockApi({
      'GET /api/auth/second-factor': () => ({ status: 200, body: status }),
      'POST /api/auth/second-factor/totp': { status: 201, body: enrolment },
      'POST /api/auth/second-factor/totp/confirm': () => {
        status = on;
        return { status: 200, body: { recoveryCodes: codes } };
      },
    });
    await page();
    await userEvent.click(await screen.findByTestId('totp-enable'));
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(enrolment.secret);
    expect(screen.getByAltText('QR code to add TickRelay to an authenticator app')).toHaveAttribute(
      'src',
      enrolment.qrCode,
    );
    await userEvent.type(screen.getByLabelText('Six-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const panel = await screen.findByTestId('recovery-codes');
    expect(within(panel).getAllByTestId('recovery-code')).toHaveLength(10);
    expect(api.callsTo('POST /api/auth/second-factor/totp/confirm')[0]?.body).toEqual({
      code: '123456',
    });
    await userEvent.click(screen.getByTestId('recovery-saved'));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
  });

  it('asks for a step-up in French when the proof is old, then starts the enrolment', async () => {
    let proven = false;
    const api = mockApi({
      'GET /api/auth/second-factor': { status: 200, body: off },
      'POST /api/auth/second-factor/totp': () =>
        proven ? { status: 201, body: enrolment } : apiError(403, 'STEP_UP_REQUIRED'),
      'POST /api/auth/step-up': (body) => {
        if ((body as { password?: string }).password !== 'right password') {
          return apiError(400, 'VALIDATION_FAILED', { password: 'incorrect' });
        }
        proven = true;
        return { status: 200, body: { provenUntil: '2026-11-28T15:00:00.000Z' } };
      },
    });
    await page('/fr/membership/security');
    await userEvent.click(await screen.findByTestId('totp-enable'));
    const dialog = await screen.findByTestId('step-up-dialog');
    expect(within(dialog).getByText('Confirmez que c’est vous')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent(enrolment.secret);
    expect(screen.queryByTestId('step-up-dialog')).toBeNull();
    expect(api.callsTo('POST /api/auth/second-factor/totp')).toHaveLength(2);
  });
});
