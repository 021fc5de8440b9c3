// The consent banner (its own lazy chunk; ConsentRoot loads it only when a third-party tag is
// configured and no valid choice exists, or "Cookie settings" reopened it). CNIL rules: "Accept"
// and "Refuse" are the same button at the same level, nothing is pre-ticked, per-purpose choice
// is one click away, and closing a first-time banner without choosing is not offered (no choice
// = nothing loads, and the banner stays). Fixed at the bottom, so it never shifts the page; a
// labelled region (a landmark), not a modal dialog: the page stays usable behind it.
import { routePaths } from '@tickrelay/contracts/routes';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import {
  closeConsentSettings,
  saveConsent,
  type ConsentPurpose,
  type ConsentPurposes,
  type ConsentState,
} from '@/lib/consent/consent-store';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  Actions,
  Body,
  ChoiceButton,
  CloseButton,
  Inner,
  Panel,
  PurposeDescription,
  PurposeLabel,
  Purposes,
  Title,
} from './consent-banner.styles';

const PURPOSES: readonly ConsentPurpose[] = ['analytics', 'advertising'];

export interface ConsentBannerProps {
  state: ConsentState;
}

function ConsentBanner({ state }: ConsentBannerProps) {
  const { t, localePath, formatDate } = useI18n();
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const reopened = state.settingsOpen && state.choice !== null;
  // Reopened: start from the visitor's own choice; first time: nothing ticked.
  const [choosing, setChoosing] = useState(reopened);
  const [purposes, setPurposes] = useState<ConsentPurposes>({
    analytics: state.choice?.analytics ?? false,
    advertising: state.choice?.advertising ?? false,
  });

  // Opened from the footer link: move focus into the banner, and back to the link afterwards.
  useEffect(() => {
    if (!state.settingsOpen) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [state.settingsOpen]);

  useEffect(() => {
    if (!reopened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeConsentSettings();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [reopened]);

  const status = (granted: boolean) =>
    t(granted ? 'consent.banner.granted' : 'consent.banner.refused');

  // Rendered where the shell puts it, after the page: the skip link stays the first stop.
  return (
    <Panel
      ref={panelRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      data-testid="consent-banner"
    >
      <Inner>
        <Title id={titleId}>{t('consent.banner.title')}</Title>
        <Body id={bodyId}>
          {t('consent.banner.body')}{' '}
          <Link to={`${localePath(routePaths.privacy)}#${t('consent.banner.privacyAnchor')}`}>
            {t('consent.banner.privacyLink')}
          </Link>
        </Body>
        {state.choice && (
          <Body>
            {t('consent.banner.current', {
              date: formatDate(state.choice.decidedAt, { dateStyle: 'long' }),
              analytics: status(state.choice.analytics),
              advertising: status(state.choice.advertising),
            })}
          </Body>
        )}
        {choosing && (
          <Purposes>
            <legend>{t('consent.banner.purposesLegend')}</legend>
            {PURPOSES.map((purpose) => (
              <PurposeLabel key={purpose}>
                <input
                  type="checkbox"
                  name={purpose}
                  checked={purposes[purpose]}
                  onChange={(event) =>
                    setPurposes((current) => ({ ...current, [purpose]: event.target.checked }))
                  }
                />
                <span>
                  {t(`consent.purposes.${purpose}.label`)}
                  <PurposeDescription>
                    {t(`consent.purposes.${purpose}.description`)}
                  </PurposeDescription>
                </span>
              </PurposeLabel>
            ))}
          </Purposes>
        )}
        <Actions>
          <ChoiceButton
            type="button"
            onClick={() => saveConsent({ analytics: false, advertising: false })}
          >
            {t('consent.banner.refuse')}
          </ChoiceButton>
          <ChoiceButton
            type="button"
            onClick={() => saveConsent({ analytics: true, advertising: true })}
          >
            {t('consent.banner.accept')}
          </ChoiceButton>
          {choosing ? (
            <ChoiceButton type="button" $secondary onClick={() => saveConsent(purposes)}>
              {t('consent.banner.save')}
            </ChoiceButton>
          ) : (
            <ChoiceButton type="button" $secondary onClick={() => setChoosing(true)}>
              {t('consent.banner.choose')}
            </ChoiceButton>
          )}
        </Actions>
        {reopened && (
          <CloseButton
            type="button"
            aria-label={t('consent.banner.close')}
            onClick={closeConsentSettings}
          >
            <span aria-hidden="true">×</span>
          </CloseButton>
        )}
      </Inner>
    </Panel>
  );
}

export default ConsentBanner;
