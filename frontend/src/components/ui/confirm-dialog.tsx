import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { Stack } from './layout-primitives';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ConfirmDialogProps {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  danger?: boolean;
  /** Runs the change; a rejection is shown in the dialog (as words, by `describe`). */
  onConfirm: () => Promise<void>;
  describe: (error: unknown) => string;
  onClose: () => void;
  'data-testid'?: string;
}

/** A yes/no question before a change the member should not make by accident. */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  busyLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  describe,
  onClose,
  ...rest
}: ConfirmDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
    } catch (failure) {
      setError(describe(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={title}
      description={body}
      onClose={busy ? () => undefined : onClose}
      initialFocus={keep}
      data-testid={rest['data-testid']}
    >
      <Stack $gap={5} style={{ marginTop: 20 }}>
        {error && (
          <Alert tone="danger" data-testid="dialog-error">
            {error}
          </Alert>
        )}
        <Actions>
          <Button ref={keep} $variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            $variant={danger ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() => void confirm()}
            data-testid="dialog-confirm"
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </Actions>
      </Stack>
    </Dialog>
  );
}
