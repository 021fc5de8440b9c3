import { PageMeta } from '@/components/page-meta';
import { useI18n } from '@/lib/i18n/i18n-context';

import { HomeClosing } from './home-closing';
import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';
import { HomeHowItWorks } from './home-how-it-works';
import { HomePricing } from './home-pricing';
import { HomeSample } from './home-sample';

/** The landing page: everything is static text and inline SVG, rendered without waiting for data. */
export default function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('home.meta.title')} description={t('home.meta.description')} />
      <HomeHero />
      <HomeHowItWorks />
      <HomeFeatures />
      <HomeSample />
      <HomePricing />
      <HomeClosing />
    </>
  );
}
