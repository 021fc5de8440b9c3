import { Link } from 'react-router';
import styled from 'styled-components';

/** A tag chip that links to the tag's page; above the card's full-size link so it stays clickable. */
export const TagChip = styled(Link)<{ $current?: boolean }>`
  position: relative;
  z-index: 1;
  display: inline-flex;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  text-decoration: none;
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : theme.colors.bgSubtle)};
  color: ${({ theme, $current }) => ($current ? theme.colors.link : theme.colors.textMuted)};

  &:hover {
    color: ${({ theme }) => theme.colors.link};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const TagBar = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(8)};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const PagerNav = styled.nav`
  margin-top: ${({ theme }) => theme.space(10)};

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 600;
    text-decoration: none;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bgSubtle};
    border-color: transparent;
  }
`;

export const FeedLink = styled.a`
  display: inline-flex;
  margin-top: ${({ theme }) => theme.space(8)};
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.link};
`;
