import type { ReactNode } from 'react';
import { useState } from 'react';

import { Alert, Button, Muted, Stack } from '@/components/ui';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useLinkToken } from '@/lib/link-token';

export interface LinkActionCopy {
  explain: string;
  action: string;
  working: string;
  doneTitle: string;
  noToken: string;
  failed: string;
}

/**
 * An emailed link's page that acts on a click, never on opening (mail scanners open links): the
 * token comes from useLinkToken (out of the address bar), the button sends it once.
 */
export function LinkActionCard<R>(props: {
  copy: LinkActionCopy;
  run: (token: string) => Promise<R>;
  done: (result: R) => ReactNode;
  after: ReactNode;
  testId: string;
}) {
  const { t } = useI18n();
  const token = useLinkToken();
  const [result, setResult] = useState<{ value: R } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const { copy } = props;

  const act = async () => {
    if (!token) return;
    setWorking(true);
    setError(null);
    try {
      setResult({ value: await props.run(token) });
    } catch (failure) {
      setError(errorCodeMessage(failure, t));
    } finally {
      setWorking(false);
    }
  };

  if (result) {
    return (
      <Stack $gap={4} data-testid={`${props.testId}-done`}>
        <Alert tone="success" title={copy.doneTitle}>
          {props.done(result.value)}
        </Alert>
        {props.after}
      </Stack>
    );
  }
  if (!token) {
    return (
      <Stack $gap={4}>
        <Alert tone="info">{copy.noToken}</Alert>
        {props.after}
      </Stack>
    );
  }
  return (
    <Stack $gap={4}>
      <Muted>{copy.explain}</Muted>
      {error && (
        <Alert tone="danger" title={copy.failed} data-testid={`${props.testId}-error`}>
          {error}
        </Alert>
      )}
      <Button
        $block
        disabled={working}
        onClick={() => void act()}
        data-testid={`${props.testId}-submit`}
      >
        {working ? copy.working : copy.action}
      </Button>
    </Stack>
  );
}
