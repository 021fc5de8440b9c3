import { Link } from 'react-router';
import styled from 'styled-components';

export const DocsShell = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(5)} ${theme.space(16)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 248px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(12)};
    padding-top: ${({ theme }) => theme.space(10)};
  }
`;

export const SidebarColumn = styled.div`
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
    align-self: start;
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 48px);
    overflow-y: auto;
  }
`;

export const Article = styled.article`
  min-width: 0;
  max-width: 760px;
`;

export const ArticleHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Summary = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: 1.125rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  strong {
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.text};
  }

  span {
    font-size: 0.9375rem;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const SectionTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(4)}`};
  font-size: 1.25rem;
  letter-spacing: -0.01em;
`;

/** Reserves the article's room while a page loads without a loader (no layout shift after). */
export const ArticlePlaceholder = styled.div`
  min-height: 60vh;
`;
