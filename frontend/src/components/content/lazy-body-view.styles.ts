import styled from 'styled-components';

export const BodyPlaceholder = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-height: 480px;
  align-content: start;

  i {
    display: block;
    height: 14px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  i:nth-of-type(3n) {
    width: 72%;
  }

  i:nth-of-type(4n + 1) {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

export const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;
