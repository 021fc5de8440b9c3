import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

import { copyToClipboard } from './copy-to-clipboard';

type CopyState = 'idle' | 'copied' | 'failed';

const RESET_AFTER_MS = 2000;

const Button = styled.button<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${({ $size }) => ($size === 'md' ? '40px' : '32px')};
  padding: 0 ${({ theme, $size }) => theme.space($size === 'md' ? 4 : 3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgElevated};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'md' ? '0.9375rem' : '0.8125rem')};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  svg {
    flex: none;
  }
`;

function CopyIcon({ done }: { done: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      {done ? (
        <path d="M5 13l4 4L19 7" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <>
          <rect x="9" y="9" width="11" height="11" rx="2" stroke="currentColor" strokeWidth="2" />
          <path d="M5 15V6a2 2 0 0 1 2-2h9" stroke="currentColor" strokeWidth="2" />
        </>
      )}
    </svg>
  );
}

export interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. "Copy code"; the visible label stays short. */
  label?: string;
  onCopied?: () => void;
  size?: 'sm' | 'md';
}

export function CopyButton({ text, label, onCopied, size = 'sm' }: CopyButtonProps) {
  const { t } = useI18n();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = async () => {
    const ok = await copyToClipboard(text);
    setState(ok ? 'copied' : 'failed');
    if (ok) onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), RESET_AFTER_MS);
  };

  const visible =
    state === 'copied'
      ? t('docs.blocks.copied')
      : state === 'failed'
        ? t('docs.blocks.copyFailed')
        : t('docs.blocks.copy');

  return (
    <Button
      type="button"
      $size={size}
      onClick={() => void handleClick()}
      aria-label={state === 'idle' ? label : undefined}
    >
      <CopyIcon done={state === 'copied'} />
      <span aria-live="polite">{visible}</span>
    </Button>
  );
}
