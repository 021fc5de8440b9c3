// The signed-in member's saved templates: loaded once signed in, changed through the api, the
// list kept in step with each answer. Visitors and lapsed members get a state to explain.
import type { AlertTemplateView } from '@tickrelay/contracts/alert-templates/alert-templates';
import { useCallback, useEffect, useState } from 'react';

import { ApiError } from '@/lib/api/api-client';
import { useSession } from '@/lib/auth/auth-store';

import { templatesApi } from './alert-templates-api';

export type TemplatesState =
  | { state: 'visitor' }
  | { state: 'loading' }
  | { state: 'not-entitled' }
  | { state: 'error' }
  | { state: 'ready'; items: AlertTemplateView[] };

const byName = (a: AlertTemplateView, b: AlertTemplateView): number =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase());

export interface AlertTemplates {
  templates: TemplatesState;
  save: (name: string, message: string) => Promise<AlertTemplateView>;
  rename: (id: string, name: string) => Promise<AlertTemplateView>;
  remove: (id: string) => Promise<void>;
}

export function useAlertTemplates(): AlertTemplates {
  const { status } = useSession();
  const signedIn = status === 'member';
  const [templates, setTemplates] = useState<TemplatesState>({ state: 'loading' });

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    templatesApi.list().then(
      (list) => {
        if (live) setTemplates({ state: 'ready', items: [...list.items].sort(byName) });
      },
      (error: unknown) => {
        if (!live) return;
        const lapsed = error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED';
        setTemplates({ state: lapsed ? 'not-entitled' : 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  const update = useCallback((change: (items: AlertTemplateView[]) => AlertTemplateView[]) => {
    setTemplates((current) =>
      current.state === 'ready'
        ? { state: 'ready', items: change(current.items).sort(byName) }
        : current,
    );
  }, []);

  const save = useCallback(
    async (name: string, message: string) => {
      const created = await templatesApi.create({ name, message });
      update((items) => [...items, created]);
      return created;
    },
    [update],
  );
  const rename = useCallback(
    async (id: string, name: string) => {
      const renamed = await templatesApi.rename(id, name);
      update((items) => items.map((item) => (item.id === id ? renamed : item)));
      return renamed;
    },
    [update],
  );
  const remove = useCallback(
    async (id: string) => {
      await templatesApi.remove(id);
      update((items) => items.filter((item) => item.id !== id));
    },
    [update],
  );

  if (status === 'visitor') return { templates: { state: 'visitor' }, save, rename, remove };
  return { templates: signedIn ? templates : { state: 'loading' }, save, rename, remove };
}
