import { useState } from 'react';

import { PageMeta } from '@/components/page-meta';
import { PasswordForm } from '@/components/password/password-form';
import { Card, Muted, Stack } from '@/components/ui';
import { MembershipPageHeader, SectionTitle } from '@/components/ui/page-parts';
import { DataExportCard } from '@/features/profile/data-export-card';
import { DeleteAccountCard } from '@/features/profile/delete-account-card';
import { EmailChangeCard } from '@/features/profile/email-change-card';
import { ProfileDetailsForm } from '@/features/profile/profile-details-form';
import { SessionsCard } from '@/features/profile/sessions-card';
import { TimeZoneCard } from '@/features/profile/time-zone-card';
import { sessionClient, useSession } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifySuccess } from '@/lib/toast/notify';

export default function MembershipProfilePage() {
  const { t } = useI18n();
  const { user } = useSession();
  // A password change ends the other sessions: the list is loaded again afterwards.
  const [sessionsVersion, setSessionsVersion] = useState(0);

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
        <Card data-testid="profile-card">
          <SectionTitle>{t('profile.account')}</SectionTitle>
          {/* Keyed on the saved values, so an update from another tab shows up in the fields. */}
          {user && (
            <ProfileDetailsForm
              key={`${user.id}:${user.displayName ?? ''}:${user.locale ?? ''}`}
              user={user}
            />
          )}
        </Card>
        {user && <EmailChangeCard email={user.email} />}
        <TimeZoneCard />
        <Card data-testid="change-password-card">
          <SectionTitle>{t('profile.security')}</SectionTitle>
          <Stack $gap={5}>
            <Muted $size="sm">{t('profile.securityBody')}</Muted>
            <PasswordForm
              submitLabel={t('profile.changePassword')}
              onDone={(updated) => {
                sessionClient.userUpdated(updated);
                setSessionsVersion((version) => version + 1);
                notifySuccess(t('profile.passwordChanged'));
              }}
            />
          </Stack>
        </Card>
        <SessionsCard key={sessionsVersion} />
        <DataExportCard />
        <DeleteAccountCard />
      </Stack>
    </>
  );
}
