/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { LOCALES } from '@tickrelay/contracts/locales';
import { routeTable, type RouteDefinition } from '@tickrelay/contracts/routes';

import operatorEn from '@/locales/en/operator.json';
import en from '@/locales/en/pages.json';
import operatorFr from '@/locales/fr/operator.json';
import fr from '@/locales/fr/pages.json';

import { foreignPages } from './testing/page-stubs';
import { member, mockSessionEndpoint, renderRoute } from './testing/router-test-harness';

jest.mock('@/app/page-modules', () => {
  const actual = jest.requireActual<typeof import('@/app/page-modules')>('@/app/page-modules');
  const harness = jest.requireActual<typeof import('@/app/testing/page-stubs')>(
    '@/app/testing/page-stubs',
  );
  return {
    ...actual,
    pageModules: {
      ...actual.pageModules,
      ...Object.fromEntries(harness.foreignPages.map((key) => [key, harness.stubPage(key)])),
    },
  };
});

/** A concrete URL for a route pattern. */
function samplePath(definition: RouteDefinition): string {
  return `/${definition.pattern.replace('/*', '/getting-started/first-alert').replace(':id', 'ema-cross')}`;
}

const pages = { en, fr } as const;
const operatorPages = { en: operatorEn, fr: operatorFr } as const;
/** The operator console's pages take their headings from their own namespace. */
const OPERATOR_SECTIONS: Partial<
  Record<RouteDefinition['page'], 'members' | 'money' | 'pipeline' | 'queues'>
> = {
  operatorMembers: 'members',
  operatorMoney: 'money',
  operatorPipeline: 'pipeline',
  operatorQueues: 'queues',
};

/** The heading each page owned by the shell shows (pages namespace, or its state's title). */
function expectedHeading(definition: RouteDefinition, locale: 'en' | 'fr'): string {
  if (foreignPages.includes(definition.page)) return `stub:${definition.page}`;
  const texts = pages[locale] as Record<string, { heading: string } | undefined>;
  const operatorSection = OPERATOR_SECTIONS[definition.page];
  if (operatorSection) return operatorPages[locale][operatorSection].heading;
  switch (definition.page) {
    case 'error':
      return locale === 'en' ? 'Something went wrong' : 'Une erreur est survenue';
    case 'membershipOverview':
      return texts.membership!.heading;
    case 'confirmPayment':
      return locale === 'en' ? 'No payment to confirm' : 'Aucun paiement à confirmer';
    default:
      return texts[definition.page]!.heading;
  }
}

const cases = routeTable.flatMap((definition) =>
  LOCALES.map((locale) => {
    const path = samplePath(definition);
    const url = locale === 'en' ? path : path === '/' ? '/fr' : `/fr${path}`;
    return [url, definition, locale] as const;
  }),
);

beforeEach(() => {
  window.scrollTo = jest.fn();
  mockSessionEndpoint(null);
});

describe('route table', () => {
  it.each(cases)('%s resolves to its page and layout', async (url, definition, locale) => {
    const { container } = renderRoute(url, {
      session: definition.guard === 'auth' ? member : null,
    });
    const heading = await screen.findByTestId('page-heading', {}, { timeout: 3000 });
    expect(heading.tagName).toBe('H1');
    expect(heading).toHaveTextContent(expectedHeading(definition, locale));
    const layout = heading.closest('[data-layout]');
    expect(layout).toHaveAttribute('data-layout', definition.layout);
    expect(container.querySelectorAll('[data-layout]')).toHaveLength(1);
    await waitFor(() => expect(document.documentElement.lang).toBe(locale));
    expect(screen.getByTestId('theme-selector')).toBeInTheDocument();
    if (definition.layout !== 'none') {
      expect(screen.getByTestId('language-switcher')).toBeInTheDocument();
    }
  });

  it('/docs itself shows the docs index and deep docs paths resolve', async () => {
    renderRoute('/docs');
    expect(await screen.findByText('stub:docs')).toBeInTheDocument();
  });

  it('the title of a page comes from PageMeta', async () => {
    renderRoute('/fr/signin');
    await screen.findByTestId('page-heading');
    await waitFor(() => expect(document.title).toBe('Connexion · TickRelay'));
  });
});
