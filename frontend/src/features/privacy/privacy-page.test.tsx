import '@/test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { TELEMETRY_EVENT_TYPES } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { bodyShape } from '@/test/content-shape';
import { renderContent } from '@/test/render-content';

import privacyEn from './content/privacy-policy.en';
import privacyFr from './content/privacy-policy.fr';
import PrivacyPage from './privacy-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('privacy policy content', () => {
  it('has the same structure in both languages', () => {
    expect(bodyShape(privacyFr)).toEqual(bodyShape(privacyEn));
    expect(privacyEn.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(6);
  });

  it('names every cookie and storage key the site uses', () => {
    for (const body of [privacyEn, privacyFr]) {
      const text = JSON.stringify(body);
      for (const name of ['`lang`', '`nuxt-color-mode`', '`telemetry_session_id`', 'reCAPTCHA']) {
        expect(text).toContain(name);
      }
      for (const type of TELEMETRY_EVENT_TYPES) {
        expect(text).toContain(`\`${type}\``);
      }
    }
  });
});

describe('privacy page', () => {
  it('renders the privacy policy in French', () => {
    setMockLocale('fr');
    renderContent(<PrivacyPage />, { pattern: '*', url: '/fr/privacy' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Politique de confidentialité');
    expect(screen.getByText('Dernière mise à jour : 16 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vos droits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'profil' })).toHaveAttribute(
      'href',
      '/fr/membership/profile',
    );
    expect(document.title).toBe('Politique de confidentialité · TickRelay');
  });
});
