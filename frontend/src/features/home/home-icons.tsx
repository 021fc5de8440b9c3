// Inline icons of the home page: a few paths each, no icon font or request.
const paths = {
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0',
  relay: 'M4 12h4l2-5 4 10 2-5h4',
  broker: 'M5 19V9m5 10V5m5 14v-7m5 7V8',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4',
  bracket: 'M4 7h16M4 17h16M8 7v10M16 7v10',
  strategy: 'M4 17l5-6 4 3 7-8M15 6h5v5',
  log: 'M5 5h14M5 10h14M5 15h9M5 20h6',
  flask: 'M9 3h6M10 3v6L5 19a1.5 1.5 0 0 0 1.3 2h11.4a1.5 1.5 0 0 0 1.3-2L14 9V3',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 4l9 16H3l9-16zM12 10v4M12 17.5v.5',
} as const;

export type HomeIconName = keyof typeof paths;

export function HomeIcon({ name, size = 22 }: { name: HomeIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d={paths[name]}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
