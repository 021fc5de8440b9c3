// /membership/security: two-step sign-in with an authenticator app (issue 27): turn it on with a
// QR code and a code, see the recovery codes once, turn it off with a code and a fresh proof.
import { PageMeta } from '@/components/page-meta';
import { Stack } from '@/components/ui';
import { MembershipPageHeader } from '@/components/ui/page-parts';
import { TotpCard } from '@/features/security/totp-card';
import { useI18n } from '@/lib/i18n/i18n-context';

export default function MembershipSecurityPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('pages.membershipSecurity.title')}
        description={t('pages.membershipSecurity.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipSecurity.heading')}
        description={t('pages.membershipSecurity.description')}
      />
      <Stack $gap={6}>
        <TotpCard />
      </Stack>
    </>
  );
}
