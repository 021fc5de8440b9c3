import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';

import { variableThemes } from '@/lib/theme/theme';

import {
  applyColorModeToDocument,
  colorModeStore,
  type ColorModeState,
  type ColorModeStore,
} from './color-mode-store';

export interface ColorModeValue extends ColorModeState {
  setPreference: (value: string) => void;
}

const SERVER_STATE: ColorModeState = {
  preference: 'system',
  system: 'light',
  forced: null,
  resolved: 'light',
};
const getServerColorModeState = () => SERVER_STATE;

const ColorModeContext = createContext<ColorModeValue | null>(null);
const StoreContext = createContext<ColorModeStore>(colorModeStore);

export function ColorModeProvider({
  children,
  store = colorModeStore,
}: {
  children: ReactNode;
  store?: ColorModeStore;
}) {
  // Prerendered HTML is light (the build knows no visitor): hydration starts from that state so
  // styled-components' class names match, and React re-renders at once with the stored mode.
  const state = useSyncExternalStore(store.subscribe, store.getState, getServerColorModeState);

  useLayoutEffect(() => {
    applyColorModeToDocument(state.resolved, document.documentElement);
  }, [state.resolved]);

  const value = useMemo(() => ({ ...state, setPreference: store.setPreference }), [state, store]);

  return (
    <StoreContext.Provider value={store}>
      <ColorModeContext.Provider value={value}>
        <ThemeProvider theme={variableThemes[state.resolved]}>{children}</ThemeProvider>
      </ColorModeContext.Provider>
    </StoreContext.Provider>
  );
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode() must be used inside <ColorModeProvider>');
  return value;
}

/** The store in use (the provider's, or the app-wide one). */
export function useColorModeStore(): ColorModeStore {
  return useContext(StoreContext);
}
