// One member as the console shows them: identity, subscription and its history, webhook URL state
// (never the URL), broker connections (never credentials), the last alerts and the audit rows.
import type {
  OperatorAuditEntry,
  OperatorMemberDetail,
} from '@tickrelay/contracts/endpoints/operator.endpoints';

import { Alert, Card, Heading, Muted, Stack } from '@/components/ui';
import { Table } from '@/components/ui/table.styles';
import { useI18n } from '@/lib/i18n/i18n-context';

import { ScrollRegion } from './scroll-region';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-testid={testId}>{value}</td>
    </tr>
  );
}

export function MemberDetailView({
  detail,
  audit,
}: {
  detail: OperatorMemberDetail;
  audit: OperatorAuditEntry[];
}) {
  const { t, formatDate, formatCurrency } = useI18n();
  const { member, subscription } = detail;
  const date = (value: string | null) => (value ? formatDate(value, { dateStyle: 'medium' }) : '—');
  const yesNo = (value: boolean | null) =>
    t(`operator.members.detail.${value === null ? 'unknown' : value ? 'yes' : 'no'}`);

  return (
    <Stack $gap={6} data-testid="operator-member">
      <Heading as="h2" $size="h3">
        {t('operator.members.detail.heading', { email: member.email })}
      </Heading>
      {member.suspended && (
        <Alert tone="danger" data-testid="operator-member-suspended">
          {t('operator.members.detail.suspendedSince', {
            date: date(member.suspendedAt),
            reason: member.suspensionReason ?? '',
          })}
        </Alert>
      )}
      <Card>
        <ScrollRegion label={t('operator.members.detail.heading', { email: member.email })}>
          <Table>
            <tbody>
              <Row label={t('operator.members.detail.id')} value={member.id} />
              <Row label={t('operator.members.detail.created')} value={date(member.createdAt)} />
              <Row
                label={t('operator.members.detail.confirmed')}
                value={yesNo(member.emailConfirmed)}
              />
              <Row
                label={t('operator.members.detail.webhook')}
                value={t(`operator.members.detail.webhookState.${detail.webhook.state}`)}
              />
              <Row
                label={t('operator.members.detail.allowlist')}
                value={yesNo(detail.webhook.allowlist)}
              />
            </tbody>
          </Table>
        </ScrollRegion>
      </Card>
      <Card>
        <Stack $gap={3}>
          <Heading as="h3" $size="h4">
            {t('operator.members.detail.subscription')}
          </Heading>
          {subscription ? (
            <ScrollRegion label={t('operator.members.detail.subscription')}>
              <Table>
                <tbody>
                  <Row
                    label={t('operator.members.status')}
                    value={subscription.status}
                    testId="operator-sub-status"
                  />
                  <Row
                    label={t('operator.members.detail.plan')}
                    value={`${subscription.plan} · ${formatCurrency(subscription.amount / 100, subscription.currency.toUpperCase())}`}
                  />
                  <Row
                    label={t('operator.members.detail.trialEnd')}
                    value={date(subscription.trialEnd)}
                    testId="operator-trial-end"
                  />
                  <Row
                    label={t('operator.members.detail.periodEnd')}
                    value={date(subscription.currentPeriodEnd)}
                  />
                  <Row
                    label={t('operator.members.detail.cancelAtPeriodEnd')}
                    value={yesNo(subscription.cancelAtPeriodEnd)}
                  />
                </tbody>
              </Table>
            </ScrollRegion>
          ) : (
            <Muted>{t('operator.members.noSubscription')}</Muted>
          )}
          {detail.history.length > 0 && (
            <ScrollRegion label={t('operator.members.detail.history')}>
              <Table aria-label={t('operator.members.detail.history')}>
                <tbody>
                  {detail.history.map((row) => (
                    <tr key={`${row.at}-${row.to}`}>
                      <td>{date(row.at)}</td>
                      <td>
                        {row.from ?? '—'} → {row.to}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
          )}
        </Stack>
      </Card>
      <Card>
        <Stack $gap={3}>
          <Heading as="h3" $size="h4">
            {t('operator.members.detail.brokers')}
          </Heading>
          {detail.brokers.length === 0 ? (
            <Muted>{t('operator.members.detail.noBrokers')}</Muted>
          ) : (
            <ul>
              {detail.brokers.map((broker) => (
                <li key={`${broker.broker}-${broker.environment}`}>
                  {broker.broker} · {broker.environment} · {broker.accountName ?? '—'} ·{' '}
                  {broker.status}
                </li>
              ))}
            </ul>
          )}
          <Heading as="h3" $size="h4">
            {t('operator.members.detail.deliveries')}
          </Heading>
          {detail.deliveries.length === 0 ? (
            <Muted>{t('operator.members.detail.noDeliveries')}</Muted>
          ) : (
            <ul>
              {detail.deliveries.map((delivery) => (
                <li key={delivery.id}>
                  {formatDate(delivery.receivedAt, { dateStyle: 'short', timeStyle: 'medium' })} ·{' '}
                  {delivery.status} {delivery.code ?? ''}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
      <AuditTable entries={audit} />
    </Stack>
  );
}

export function AuditTable({
  entries,
  level = 'h3',
}: {
  entries: OperatorAuditEntry[];
  /** The heading's level where the table sits (h2 directly under a page's h1). */
  level?: 'h2' | 'h3';
}) {
  const { t, formatDate } = useI18n();
  return (
    <Card>
      <Stack $gap={3}>
        <Heading as={level} $size="h4">
          {t('operator.members.detail.audit')}
        </Heading>
        {entries.length === 0 ? (
          <Muted>{t('operator.audit.empty')}</Muted>
        ) : (
          <ScrollRegion label={t('operator.members.detail.audit')}>
            <Table data-testid="operator-audit">
              <thead>
                <tr>
                  <th scope="col">{t('operator.audit.at')}</th>
                  <th scope="col">{t('operator.audit.actor')}</th>
                  <th scope="col">{t('operator.audit.action')}</th>
                  <th scope="col">{t('operator.audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDate(entry.at, { dateStyle: 'short', timeStyle: 'medium' })}</td>
                    <td>{entry.actor}</td>
                    <td>{entry.action}</td>
                    <td>
                      <code>{JSON.stringify(entry.before)}</code> →{' '}
                      <code>{JSON.stringify(entry.after)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Card>
  );
}
