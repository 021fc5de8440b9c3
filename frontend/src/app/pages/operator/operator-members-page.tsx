// /operator: the operator console's members page (search, one member, actions, audit rows). The
// API's @Operator() decides who may use it; a member without the role is told so.
import type {
  OperatorAuditEntry,
  OperatorMemberDetail,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Stack } from '@/components/ui';
import { MemberActions } from '@/features/operator/member-actions';
import { MemberDetailView } from '@/features/operator/member-detail';
import { MemberSearch } from '@/features/operator/member-search';
import {
  OperatorLoading,
  OperatorProblem,
  OperatorShell,
} from '@/features/operator/operator-shell';
import { useGetOperatorMember } from '@/lib/api/endpoints/get-operator-member.endpoint';
import { useListOperatorAudit } from '@/lib/api/endpoints/list-operator-audit.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

const MEMBER_PARAM = 'member';

export default function OperatorMembersPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const memberId = params.get(MEMBER_PARAM);
  const getMember = useGetOperatorMember();
  const listAudit = useListOperatorAudit();
  const [detail, setDetail] = useState<OperatorMemberDetail>();
  const [audit, setAudit] = useState<OperatorAuditEntry[]>([]);
  const [error, setError] = useState<unknown>();

  const load = useCallback(async () => {
    if (!memberId) return;
    try {
      const [member, rows] = await Promise.all([getMember(memberId), listAudit({ memberId })]);
      setDetail(member);
      setAudit(rows.entries);
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [memberId, getMember, listAudit]);

  useEffect(() => {
    setDetail(undefined);
    void load();
  }, [load]);

  const open = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(MEMBER_PARAM, id);
    setParams(next);
  };
  const changed = (next: OperatorMemberDetail) => {
    setDetail(next);
    void listAudit({ memberId: next.member.id }).then((rows) => setAudit(rows.entries));
  };

  let member = null;
  if (memberId && error !== undefined)
    member = <OperatorProblem error={error} retry={() => void load()} />;
  else if (memberId && !detail) member = <OperatorLoading />;
  else if (detail) {
    member = (
      <Stack $gap={6}>
        <MemberActions detail={detail} onChange={changed} />
        <MemberDetailView detail={detail} audit={audit} />
      </Stack>
    );
  }

  return (
    <OperatorShell title={t('operator.members.heading')} intro={t('operator.members.intro')}>
      <Stack $gap={8}>
        <MemberSearch onOpen={open} />
        {member}
      </Stack>
    </OperatorShell>
  );
}
