import { useTheme } from 'styled-components';

/** 404: a price line that runs off the chart into a dashed gap. */
export function NotFoundIllustration() {
  const { colors } = useTheme();
  return (
    <svg width="200" height="120" viewBox="0 0 200 120" aria-hidden="true" data-illustration="404">
      <rect
        x="1"
        y="1"
        width="198"
        height="118"
        rx="14"
        fill={colors.bgMuted}
        stroke={colors.border}
      />
      <path d="M20 92h160M20 64h160M20 36h160" stroke={colors.border} strokeDasharray="4 6" />
      <path
        d="M24 84l22-18 18 10 24-30 16 12"
        fill="none"
        stroke={colors.primary}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M104 58l16-14 14 8"
        fill="none"
        stroke={colors.textMuted}
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <circle cx="156" cy="50" r="17" fill="none" stroke={colors.textMuted} strokeWidth="4" />
      <path d="M168 62l14 14" stroke={colors.textMuted} strokeWidth="5" strokeLinecap="round" />
      <text
        x="156"
        y="56"
        textAnchor="middle"
        fontSize="16"
        fontWeight="700"
        fill={colors.textMuted}
        fontFamily="system-ui, sans-serif"
      >
        ?
      </text>
    </svg>
  );
}

/** 500: a relay whose cable is unplugged, with a warning spark. */
export function ServerErrorIllustration() {
  const { colors } = useTheme();
  return (
    <svg width="200" height="120" viewBox="0 0 200 120" aria-hidden="true" data-illustration="500">
      <rect
        x="1"
        y="1"
        width="198"
        height="118"
        rx="14"
        fill={colors.bgMuted}
        stroke={colors.border}
      />
      <rect
        x="24"
        y="38"
        width="52"
        height="44"
        rx="8"
        fill={colors.bgElevated}
        stroke={colors.borderStrong}
        strokeWidth="2"
      />
      <circle cx="38" cy="60" r="4" fill={colors.danger} />
      <path d="M48 60h18" stroke={colors.borderStrong} strokeWidth="4" strokeLinecap="round" />
      <path d="M76 60h20" stroke={colors.textMuted} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M96 52v16M104 52v16"
        stroke={colors.textMuted}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M132 60h14" stroke={colors.textMuted} strokeWidth="4" strokeLinecap="round" />
      <rect
        x="146"
        y="44"
        width="30"
        height="32"
        rx="6"
        fill={colors.bgElevated}
        stroke={colors.borderStrong}
        strokeWidth="2"
      />
      <path
        d="M118 40l-6 12h10l-6 12"
        fill="none"
        stroke={colors.warning}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
