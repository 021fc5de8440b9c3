import styled from 'styled-components';

export const SectionHeader = styled.div<{ $center?: boolean }>`
  max-width: 680px;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} ${({ theme }) => theme.space(10)};
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};

  p {
    margin: ${({ theme }) => theme.space(4)} 0 0;
    font-size: 1.125rem;
    line-height: 1.65;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)} !important;
  font-size: 0.8125rem !important;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.link} !important;
`;

export const IconTile = styled.span`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.link};
`;

export const CardTitle = styled.h3`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  font-size: 1.125rem;
  letter-spacing: -0.01em;
`;

export const CardText = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CheckList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
    line-height: 1.5;
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
