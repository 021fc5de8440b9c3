import styled from 'styled-components';

export const SearchBox = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const SearchInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const SearchStatus = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;

export const HitList = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Hit = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
