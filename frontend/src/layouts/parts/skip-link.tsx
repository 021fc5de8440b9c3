import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  top: ${({ theme }) => theme.space(3)};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** First focusable element of every layout: jumps over the navigation to the page. */
export function SkipLink() {
  const { t } = useI18n();
  return <Link href="#main-content">{t('nav.skipToContent')}</Link>;
}
