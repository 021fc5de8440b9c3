import { prepareLocation } from '@/app/prepare-location';
import { createAppRouter } from '@/app/router';
import { startApp } from '@/app/start-app';
import { reloadOnceForNewBuild } from '@/features/error/chunk-reload';
import { registerNavigator } from '@/lib/external-navigation';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A chunk's preloaded dependency failed (a deploy replaced the build): reload once for the new
// one (see chunk-reload.ts); the failed import then reaches the route's error handling as usual.
window.addEventListener('vite:preloadError', () => {
  reloadOnceForNewBuild();
});

// Before the router exists: an emailed link's token leaves the URL, '/' may move to French.
prepareLocation();

// Creating the router starts loading the matched route chunks and, through the locale route's
// loader, the language's messages, in parallel.
const router = createAppRouter();
registerNavigator((to, { replace }) => router.navigate(to, { replace }));
void startApp(container, router);
