import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

import { useFocusTrap } from '@/components/image-preview/use-focus-trap';
import { useScrollLock } from '@/components/image-preview/use-scroll-lock';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(3, 7, 18, 0.55);
`;

const Panel = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '880px' : '460px')};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
  font-weight: 700;
`;

export interface DialogProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** What gets the focus when the dialog opens (default: the dialog itself). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Room for a table or a delivery's details instead of a question. */
  wide?: boolean;
  'data-testid'?: string;
}

/**
 * A modal dialog: focus moves in and stays inside, Escape and the backdrop close it, focus goes
 * back to the button that opened it, and the page behind does not scroll.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  initialFocus,
  wide = false,
  ...rest
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const none = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panel, initialFocus ?? none);
  useScrollLock();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panel}
        $wide={wide}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={rest['data-testid']}
      >
        <Title id={titleId}>{title}</Title>
        {description && <div id={descriptionId}>{description}</div>}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
