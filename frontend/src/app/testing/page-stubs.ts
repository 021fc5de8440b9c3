// Route-tree tests replace the pages owned by the other parts of the app (content, components)
// by stubs: their own tests cover them; these tests exercise routing, layouts and guards.
// No router import here: jest.mock factories load this module while the router is loading.
import type { PageKey } from '@tickrelay/contracts/routes';
import { createElement, type ComponentType } from 'react';

/** Pages of the other frontend parts (content and components). */
export const foreignPages: readonly PageKey[] = [
  'home',
  'about',
  'blogList',
  'blogPost',
  'code',
  'contact',
  'docs',
  'download',
  'risk',
  'privacy',
  'alertBuilder',
];

/** Switches a stub page's behaviour: render, throw while rendering, or fail to load. */
export const stubBehaviour: Partial<Record<PageKey, 'throw' | 'fail-load'>> = {};

export function stubPage(key: PageKey): () => Promise<{ default: ComponentType }> {
  return () => {
    if (stubBehaviour[key] === 'fail-load') {
      return Promise.reject(new Error(`chunk of ${key} failed to load`));
    }
    const Stub = () => {
      if (stubBehaviour[key] === 'throw') throw new Error(`${key} exploded`);
      return createElement('h1', { 'data-testid': 'page-heading' }, `stub:${key}`);
    };
    return Promise.resolve({ default: Stub });
  };
}
