// "Insert a placeholder" menu button next to a field: lists the TradingView placeholders that
// field accepts, with what each one means.
import {
  type PlaceholderId,
  PLACEHOLDERS,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bgElevated};
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  width: max-content;
  max-width: min(320px, calc(100vw - 48px));
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgElevated};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.link};
  }

  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface PlaceholderMenuProps {
  /** Localised name of the field, for the menu's accessible name. */
  fieldLabel: string;
  options: readonly PlaceholderId[];
  onPick: (placeholder: string) => void;
}

export function PlaceholderMenu({ fieldLabel, options, onPick }: PlaceholderMenuProps) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: MouseEvent): void => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number): void => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={t('alertBuilder.placeholders.button', { field: fieldLabel })}
        title={t('alertBuilder.placeholders.button', { field: fieldLabel })}
        onClick={() => setOpen((value) => !value)}
      >
        <code aria-hidden="true">{'{{ }}'}</code>
        {t('alertBuilder.placeholders.buttonShort')}
      </Trigger>
      {open && (
        <Menu
          id={`${id}-menu`}
          role="menu"
          aria-label={t('alertBuilder.placeholders.menuLabel', { field: fieldLabel })}
          onKeyDown={onMenuKeyDown}
        >
          {options.map((option, index) => (
            <Item
              key={option}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                onPick(PLACEHOLDERS[option]);
                setOpen(false);
              }}
            >
              <code>{PLACEHOLDERS[option]}</code>
              <span>{t(`alertBuilder.placeholders.${option}`)}</span>
            </Item>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
