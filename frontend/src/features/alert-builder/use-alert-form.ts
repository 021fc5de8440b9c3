// The builder's form state: starts from a shared link, else the browser's saved state, else the
// default preset; every change is saved so a reload keeps it. A link or saved state of the first
// payload version is migrated, and `migration` tells the page so it can say what changed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useI18n } from '@/lib/i18n/i18n-context';
import { notifySuccess } from '@/lib/toast/notify';

import type { AlertForm } from './alert-builder';
import { DEFAULT_PRESET, presetForm, type PresetId } from './alert-builder-presets';
import {
  formFromQuery,
  hasShareQuery,
  loadStoredForm,
  storeForm,
  withoutShareQuery,
  type LegacyMigration,
  type LoadedForm,
} from './alert-builder-share';

export interface AlertFormState {
  form: AlertForm;
  setField: <K extends keyof AlertForm>(key: K, value: AlertForm[K]) => void;
  applyPreset: (id: PresetId) => void;
  reset: () => void;
  /** Replaces the whole form: a pasted message or a saved template. */
  load: (form: AlertForm) => void;
  /** Set while the form shown came from a first-version link or saved state. */
  migration: LegacyMigration | null;
  dismissMigration: () => void;
}

export function useAlertForm(): AlertFormState {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const [fromLink] = useState(() => hasShareQuery(searchParams));
  const [initial] = useState<LoadedForm>(
    () =>
      (fromLink ? formFromQuery(searchParams) : loadStoredForm()) ?? {
        form: presetForm(DEFAULT_PRESET),
        legacy: null,
      },
  );
  const [form, setForm] = useState<AlertForm>(initial.form);
  const [migration, setMigration] = useState<LegacyMigration | null>(initial.legacy);
  const announced = useRef(false);

  useEffect(() => {
    if (!fromLink || announced.current) return;
    announced.current = true;
    notifySuccess(t('alertBuilder.preview.sharedLoaded'), { id: 'alert-builder-shared' });
    // The settings now live in the saved state; a clean URL keeps a later reload from
    // overwriting the member's edits with the link's values.
    setSearchParams((current) => withoutShareQuery(current), { replace: true });
  }, [fromLink, setSearchParams, t]);

  useEffect(() => {
    storeForm(form);
  }, [form]);

  const setField = useCallback(<K extends keyof AlertForm>(key: K, value: AlertForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  }, []);
  const applyPreset = useCallback((id: PresetId) => {
    setForm(presetForm(id));
    setMigration(null);
  }, []);
  const reset = useCallback(() => {
    setForm(presetForm(DEFAULT_PRESET));
    setMigration(null);
  }, []);
  const load = useCallback((next: AlertForm) => {
    setForm(next);
    setMigration(null);
  }, []);
  const dismissMigration = useCallback(() => setMigration(null), []);

  return { form, setField, applyPreset, reset, load, migration, dismissMigration };
}
