/**
 * Posts published in one language on purpose (a note only relevant to one audience). Every other
 * post must exist in English and French: the registry test fails on a forgotten translation.
 */
export const SINGLE_LANGUAGE_POSTS: readonly string[] = [];
