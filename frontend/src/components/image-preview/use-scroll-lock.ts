import { useEffect } from 'react';

/**
 * Stops the page behind an overlay from scrolling. The scrollbar's width is added as padding so
 * the page does not jump sideways when the scrollbar disappears (no layout shift).
 */
export function useScrollLock(): void {
  useEffect(() => {
    const { body, documentElement } = document;
    // clientWidth is 0 where nothing is laid out (jsdom): no scrollbar to compensate then.
    const scrollbar =
      documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) {
      const padding = parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}
