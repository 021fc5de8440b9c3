import type { DestinationKind } from '@tickrelay/contracts/destinations/destinations';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

const PATHS: Record<DestinationKind, string> = {
  // A globe: any HTTPS endpoint.
  https:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  // A speech bubble: a Discord channel.
  discord:
    'M5 5h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-7l-5 4v-4H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm4 6h.01M15 11h.01',
  // A paper plane: a Telegram chat.
  telegram: 'M21 4L3 11l6 2.5M21 4l-4 16-8-6.5M21 4L9 13.5V19l3-3.5',
};

const Box = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  color: ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The kind of a destination as an icon, named for screen readers. */
export function DestinationKindIcon({ kind }: { kind: DestinationKind }) {
  const { t } = useI18n();
  return (
    <Box role="img" aria-label={t(`destinations.kinds.${kind}`)} data-kind={kind}>
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={PATHS[kind]} />
      </svg>
    </Box>
  );
}
