/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExportView } from '@tickrelay/contracts/endpoints/data-export.endpoints';

import { followDataExportLink } from '@/features/profile/follow-data-export-link';
import { authStore } from '@/lib/auth/auth-store';
import { ada, apiError, mockApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import MembershipProfilePage from './membership-profile-page';

jest.mock('@/features/profile/follow-data-export-link', () => ({
  followDataExportLink: jest.fn(),
}));

const preparing: DataExportView = {
  id: '0b9f3c2e-1d2a-4b5c-8d7e-6f5a4b3c2d1e',
  status: 'preparing',
  requestedAt: '2026-11-28T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
};
const ready: DataExportView = {
  ...preparing,
  status: 'ready',
  readyAt: '2026-11-28T10:01:00.000Z',
  expiresAt: '2026-12-05T10:01:00.000Z',
  sizeBytes: 48_000,
};

function backend(exports: DataExportView[], overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/session': { status: 200, body: { user: ada, expiresAt: null } },
    'GET /api/account/sessions': { status: 200, body: { sessions: [] } },
    'GET /api/account/data-exports': { status: 200, body: { exports } },
    ...overrides,
  });
}

async function renderProfile(path = '/membership/profile') {
  await renderWithApp(<MembershipProfilePage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/membership/profile' : '/membership/profile',
  });
  return screen.findByTestId('data-export-card');
}

beforeEach(() => {
  localStorage.clear();
  authStore.setUser(ada);
});

describe('profile: your data', () => {
  it('asks for a copy and shows it being prepared (no second request meanwhile)', async () => {
    const api = backend([], {
      'POST /api/account/data-exports': { status: 202, body: { export: preparing } },
    });
    const card = await renderProfile();
    await userEvent.click(await within(card).findByTestId('data-export-request'));
    const state = await within(card).findByTestId('data-export-state');
    expect(state).toHaveAttribute('data-status', 'preparing');
    expect(state).toHaveTextContent('Preparing');
    expect(within(card).queryByTestId('data-export-request')).toBeNull();
    expect(api.callsTo('POST /api/account/data-exports')).toHaveLength(1);
  });

  it('offers a ready copy until its expiry, and follows a fresh signed link', async () => {
    const url = `/api/account/data-exports/${ready.id}/file?expires=1&sig=${'a'.repeat(64)}`;
    const api = backend([ready], {
      [`POST /api/account/data-exports/${ready.id}/link`]: {
        status: 200,
        body: { url, expiresAt: '2026-11-28T10:06:00.000Z' },
      },
    });
    const card = await renderProfile();
    expect(await within(card).findByTestId('data-export-state')).toHaveTextContent(
      /Ready to download until December 5, 2026/,
    );
    await userEvent.click(within(card).getByTestId('data-export-download'));
    await waitFor(() => expect(followDataExportLink).toHaveBeenCalledWith(url));
    expect(api.callsTo(`POST /api/account/data-exports/${ready.id}/link`)).toHaveLength(1);
  });

  it('says, in French, that a copy is already being prepared (409) and that one expired', async () => {
    backend([{ ...ready, status: 'expired', sizeBytes: null }], {
      'POST /api/account/data-exports': apiError(409, 'DATA_EXPORT_IN_PROGRESS'),
    });
    const card = await renderProfile('/fr/membership/profile');
    expect(await within(card).findByTestId('data-export-state')).toHaveTextContent('Expirée');
    await userEvent.click(within(card).getByTestId('data-export-request'));
    expect(await within(card).findByTestId('data-export-error')).toHaveTextContent(
      'server:DATA_EXPORT_IN_PROGRESS',
    );
  });
});
