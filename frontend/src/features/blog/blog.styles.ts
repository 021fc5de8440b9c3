import { Link } from 'react-router';
import styled from 'styled-components';

export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const PostCard = styled.article<{ $featured?: boolean }>`
  position: relative;
  /* Titles quote placeholders such as {{strategy.order.contracts}}: let them break on phones. */
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme, $featured }) => theme.space($featured ? 8 : 6)};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const FeaturedItem = styled.li`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: 1 / -1;
  }
`;

export const PostTitle = styled.h2<{ $featured?: boolean }>`
  margin: 0;
  font-size: ${({ $featured }) => ($featured ? '1.625rem' : '1.25rem')};
  line-height: 1.3;
  letter-spacing: -0.015em;
  text-wrap: balance;
`;

/** The whole card is clickable through this link's pseudo-element, keeping one link per card. */
export const PostLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const MetaRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  & > * + *::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space(2)};
  }
`;

export const Summary = styled.p`
  margin: 0;
  font-size: 1rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space(2)} 0 0;
  list-style: none;
`;

export const ReadMore = styled.span`
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.link};
`;

export const PostHeader = styled.header`
  overflow-wrap: anywhere;
  padding-block: ${({ theme }) => `${theme.space(10)} ${theme.space(8)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgMuted};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-block: ${({ theme }) => `${theme.space(14)} ${theme.space(10)}`};
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  font-size: 0.9375rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(5)};
  font-size: 1.1875rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
  text-wrap: pretty;
`;

export const PostBody = styled.div`
  padding-block: ${({ theme }) => `${theme.space(10)} ${theme.space(12)}`};
`;

export const RelatedSection = styled.section`
  padding-block: ${({ theme }) => theme.space(12)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgMuted};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    font-size: 1.375rem;
  }
`;
