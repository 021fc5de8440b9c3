import { PageMeta } from '@/components/page-meta';
import { ButtonLink, Card, Muted, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { useSession } from '@/lib/guards/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localeLabels } from '@/lib/i18n/locales';

import { DefinitionList, MembershipPageHeader, SectionTitle } from './membership-parts';

export default function MembershipProfilePage() {
  const { t, locale, localePath } = useI18n();
  const { user } = useSession();
  const notSet = t('membership.profile.notSet');

  return (
    <>
      <PageMeta
        title={t('pages.membershipProfile.title')}
        description={t('pages.membershipProfile.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipProfile.heading')}
        description={t('pages.membershipProfile.description')}
      />
      <Stack $gap={6}>
        <Card>
          <SectionTitle>{t('membership.profile.account')}</SectionTitle>
          <DefinitionList>
            <dt>{t('membership.profile.name')}</dt>
            <dd data-testid="profile-name">{user?.displayName || notSet}</dd>
            <dt>{t('membership.profile.email')}</dt>
            <dd data-testid="profile-email">{user?.email || notSet}</dd>
            <dt>{t('membership.profile.language')}</dt>
            <dd>{localeLabels[locale]}</dd>
          </DefinitionList>
        </Card>
        <Card>
          <SectionTitle>{t('membership.profile.security')}</SectionTitle>
          <Stack $gap={4} $align="start">
            <Muted>{t('membership.profile.securityBody')}</Muted>
            <ButtonLink to={localePath(routePaths.updatePassword)} $variant="secondary">
              {t('membership.profile.changePassword')}
            </ButtonLink>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
