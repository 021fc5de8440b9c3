import { PageMeta } from '@/components/page-meta';
import { HomeClosing } from '@/features/home/home-closing';
import { HomeFeatures } from '@/features/home/home-features';
import { HomeHero } from '@/features/home/home-hero';
import { HomeHowItWorks } from '@/features/home/home-how-it-works';
import { HomePricing } from '@/features/home/home-pricing';
import { HomeSample } from '@/features/home/home-sample';
import { useI18n } from '@/lib/i18n/i18n-context';

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
