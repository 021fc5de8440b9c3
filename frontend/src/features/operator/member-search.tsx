// The members page's search: by the start of an address or a member id; the results open a member.
import type { OperatorMemberSummary } from '@tickrelay/contracts/endpoints/operator.endpoints';
import { type FormEvent, useState } from 'react';

import { Badge, Button, Card, Field, Input, Muted, Stack } from '@/components/ui';
import { Table } from '@/components/ui/table.styles';
import { useSearchOperatorMembers } from '@/lib/api/endpoints/search-operator-members.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

import { OperatorProblem } from './operator-shell';
import { ScrollRegion } from './scroll-region';

export function MemberSearch({ onOpen }: { onOpen: (memberId: string) => void }) {
  const { t } = useI18n();
  const search = useSearchOperatorMembers();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<OperatorMemberSummary[]>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') return;
    setBusy(true);
    try {
      setResults((await search({ q: query.trim() })).members);
      setError(undefined);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Stack $gap={4}>
        <form onSubmit={(event) => void submit(event)} role="search">
          <Stack $gap={3} $align="start">
            <Field htmlFor="operator-search" label={t('operator.members.searchLabel')}>
              <Input
                id="operator-search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                maxLength={254}
                data-testid="operator-search-input"
              />
            </Field>
            <Button type="submit" disabled={busy} data-testid="operator-search-submit">
              {t('operator.members.search')}
            </Button>
          </Stack>
        </form>
        {error !== undefined && <OperatorProblem error={error} />}
        {results && results.length === 0 && <Muted>{t('operator.members.noResults')}</Muted>}
        {results && results.length > 0 && (
          <ScrollRegion label={t('operator.members.results')}>
            <Table aria-label={t('operator.members.results')} data-testid="operator-results">
              <thead>
                <tr>
                  <th scope="col">{t('operator.members.email')}</th>
                  <th scope="col">{t('operator.members.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('operator.members.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.map((member) => (
                  <tr key={member.id}>
                    <td>{member.email}</td>
                    <td>
                      {member.subscriptionStatus ?? t('operator.members.noSubscription')}{' '}
                      {member.suspended && (
                        <Badge $tone="danger">{t('operator.members.suspended')}</Badge>
                      )}
                    </td>
                    <td>
                      <Button
                        $size="sm"
                        $variant="secondary"
                        onClick={() => onOpen(member.id)}
                        aria-label={`${t('operator.members.open')} ${member.email}`}
                        data-testid="operator-open-member"
                      >
                        {t('operator.members.open')}
                      </Button>
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
