import { useState, type ComponentProps } from 'react';
import styled from 'styled-components';

import { Input } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

const Wrap = styled.div`
  position: relative;

  input {
    padding-right: 76px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(1.5)};
  transform: translateY(-50%);
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

/** Password field with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? t('auth.hidePassword') : t('auth.showPassword')}
      </Toggle>
    </Wrap>
  );
}
